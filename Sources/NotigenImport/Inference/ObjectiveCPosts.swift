/// Objective-C posts: a literal name the sources declare gets a note on that name (it is posted by name from
/// Objective-C: keep `delivery: foundation` and `userInfo: fields`); any other post is refused (not read).
enum ObjectiveCPosts {
    static func attach(_ posts: [ObjectiveCScanner.Post], to inference: inout Inferrer.Inference) {
        for post in posts {
            if post.isLiteral, let index = inference.names.firstIndex(where: { $0.wireName == post.name }) {
                inference.names[index].notes.append(
                    Refusal(
                        subject: "Objective-C post",
                        reason: "also posted from Objective-C (not read: its userInfo is not checked)",
                        location: post.location))
            } else {
                inference.refused.append(
                    Refusal(
                        subject: post.isLiteral ? "\"\(post.name)\"" : post.name,
                        reason: "Objective-C poster: Objective-C sources are not imported", location: post.location))
            }
        }
    }
}

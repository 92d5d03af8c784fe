// Names beyond letters and digits, where the grammar allows them: the names enum and a payload's properties.
// excerpt: lines matching (case |public var |var )
    /// The names `Rocket🚀`'s notifications are posted under, one case per notification, for code that observes
        case ⅻ = "Rocket🚀.ⅻ"
        case zero·width = "Rocket🚀.zero·width"
        case Ⅻtimes = "Rocket🚀.Ⅻtimes"
        var name: Foundation.Notification.Name {
        var ﬁx²: Swift.Int
        var fx³: Swift.Int
    /// such as the recorders of NotigenTesting, see each case typed.
    static var ⅻ: NotigenRuntime.NotigenKey<Rocket🚀, Rocket🚀.Ⅻ> {
    static var zero·width: NotigenRuntime.NotigenKey<Rocket🚀, Swift.Void> {
    static var Ⅻtimes: NotigenRuntime.NotigenKey<Rocket🚀, Swift.Void> {
    static var zero·width: NotigenRuntime.NotigenEvent<Rocket🚀, Swift.Void> {
    static var Ⅻtimes: NotigenRuntime.NotigenEvent<Rocket🚀, Swift.Void> {
/// The keys of `Rocket🚀`'s notifications, each made once (a key of a direct-delivery case finds its observers'
/// of a post made without notigen (and written into every post's, for `userInfo: fields`); and the per-case work of
    /// The names `price€`'s notifications are posted under, one case per notification, for code that observes
        case b = "price€.b"
        var name: Foundation.Notification.Name {
    /// such as the recorders of NotigenTesting, see each case typed.
    static var b: NotigenRuntime.NotigenKey<price€, Swift.Void> {
    static var b: NotigenRuntime.NotigenEvent<price€, Swift.Void> {
/// The keys of `price€`'s notifications, each made once (a key of a direct-delivery case finds its observers'
/// of a post made without notigen (and written into every post's, for `userInfo: fields`); and the per-case work of

import Foundation
import NotigenRuntime

func usage(notification: Notification) throws -> Uploader.DidUpload? {
    Uploader.post(.didUpload(fileName: "a.txt", size: 3, retry: { print("again") }))
    Uploader.post(.didFail(failure: CocoaError(.fileNoSuchFile), reason: "gone"))
    Silent.post(.ping(id: 1))
    var userInfo: [AnyHashable: Any] = [:]
    Uploader.DidUpload(fileName: "b").notigenEncode(into: &userInfo)
    _ = try Uploader.DidUpload(notigenUserInfo: NotigenUserInfo(userInfo))
    return NotigenKey<Uploader, Uploader.DidUpload>.didUpload.payload(of: notification)
}

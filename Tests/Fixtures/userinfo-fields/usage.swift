import Foundation
import NotigenRuntime

func usage(notification: Notification) throws -> Uploader.DidUpload? {
    Uploader.post(.didUpload(fileName: "a.txt", size: 3, retry: { print("again") }))
    Uploader.post(.didFail(failure: CocoaError(.fileNoSuchFile), reason: "gone"))
    Silent.post(.ping(id: 1))
    let event: NotigenEvent<Uploader, Uploader.DidUpload> = .didUpload(fileName: "b")
    _ = event.userInfo
    return NotigenKey<Uploader, Uploader.DidUpload>.didUpload.payload(of: notification)
}

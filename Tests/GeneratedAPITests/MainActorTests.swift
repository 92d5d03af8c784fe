import Foundation
import Testing

/// A view-like observer: `ProfileScreenObserver` is main-actor isolated, so it may touch main-actor state.
@MainActor
final class ProfileView: ProfileScreenObserver {
    var names: [String] = []
    var taps = 0

    func profileScreenDidEditName(_ payload: ProfileScreen.DidEditName) {
        MainActor.assertIsolated()
        names.append(payload.name)
    }

    func profileScreenDidTapAvatar() {
        taps += 1
    }

    /// Not isolated (`isolation: none` on the case), so it runs on the posting thread.
    nonisolated func profileScreenUploadAvatarDidComplete(_ result: ProfileScreen.UploadAvatarResult) {}
}

/// `isolation: main`: observers run on the main actor, at once when posted there, else in posting order.
@Suite struct MainActorTests {
    let center = NotificationCenter()

    @MainActor @Test func postOnTheMainActorDeliversAtOnce() {
        let view = ProfileView()
        ProfileScreen.addObserver(view, center: center)
        ProfileScreen.post(.didTapAvatar, center: center)
        ProfileScreen.post(.didEditName(name: "Ana"), center: center)
        #expect(view.taps == 1)
        #expect(view.names == ["Ana"])
        ProfileScreen.removeObserver(view)
    }

    @MainActor @Test func postFromAnotherThreadHopsToTheMainActorInOrder() async {
        let view = ProfileView()
        let center = center
        ProfileScreen.addObserver(view, center: center)
        await Task.detached {
            for index in 0..<50 {
                ProfileScreen.post(.didEditName(name: "n\(index)"), center: center)
            }
        }.value
        #expect(await eventually { view.names.count == 50 })
        #expect(view.names == (0..<50).map { "n\($0)" })
        ProfileScreen.removeObserver(view)
    }

    @MainActor @Test func closureObserversAreMainActorIsolated() async {
        let view = ProfileView()
        let center = center
        let token = ProfileScreen.observe(.didEditName, center: center) { payload in
            view.names.append(payload.name)
        }
        await Task.detached { ProfileScreen.post(.didEditName(name: "from background"), center: center) }.value
        #expect(await eventually { view.names == ["from background"] })
        token.cancel()
    }

    @MainActor @Test func mainActorCaseOfANonisolatedNotifier() async {
        let banner = Recorder<Int>()
        let center = center
        let token = UserManager.observe(.sessionWillExpire, center: center) { payload in
            MainActor.assertIsolated()
            banner.record(payload.secondsLeft)
        }
        await Task.detached { UserManager.post(.sessionWillExpire(secondsLeft: 30), center: center) }.value
        #expect(await eventually { banner.values == [30] })
        token.cancel()
    }

    @Test func nonisolatedCaseOfAMainActorNotifierRunsOnThePostingThread() async {
        let center = center
        let deliveries = Recorder<Int>()
        let token = ProfileScreen.observe(.uploadAvatar, center: center) { _ in deliveries.record(1) }
        let deliveredDuringPost = await Task.detached {
            ProfileScreen.post(.uploadAvatar(failure: CancellationError()), center: center)
            return deliveries.values.count
        }.value
        #expect(deliveredDuringPost == 1)
        token.cancel()
    }
}

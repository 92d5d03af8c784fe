import AccountModels

func usage() {
    Profile.post(.didLoad(user: UserProfile()))
    Profile.post(.save(.success(.init(user: UserProfile()))))
}

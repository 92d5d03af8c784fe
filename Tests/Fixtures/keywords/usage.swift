import NotigenRuntime

func usage() -> [NotigenToken] {
    Keywords.post(.default(class: "c", in: 1, return: nil))
    Keywords.post(.return)
    Keywords.post(.for(.success(.init(default: 1))))
    Keywords.post(.name)
    Keywords.post(.payload(object: 1, center: "c", name: "n"))
    let key: NotigenKey<Keywords, Keywords.Default> = .default
    return [
        Keywords.observe(key) { payload in print(payload.class, payload.in, payload.for, payload.return as Any) },
        Keywords.observe(.name) {},
        Keywords.observe(.payload) { payload in print(payload.object, payload.center, payload.name) },
    ]
}

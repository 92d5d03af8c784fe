func usage() {
    Defaults.post(.everything())
    let payload = Defaults.Everything()
    print(payload.text, payload.largest, payload.nested, payload.map, payload.nothing as Any)
}

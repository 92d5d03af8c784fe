/// The commented spec `notigen init` writes: valid as it is, and a tour of format version 1.
public enum StarterSpec {
    /// The spec, with `path` (where it is written) in the commands its comments show.
    public static func text(path: String) -> String {
        let shown = String(path.map { $0.isNewline ? " " : $0 })
        return """
            # A notigen spec: notifiers, their notification cases and typed payloads.
            # Generate Swift from it with:  notigen \(shown) --output Sources/App/Generated
            # Check it without writing:     notigen lint \(shown)
            #
            # For completion and checks in your editor, point a YAML language server at notigen's JSON Schema
            # (PREFIX/share/notigen/notigen.schema.json once installed, schema/notigen.schema.json in the
            # notigen repository) with a first line like:
            #   # yaml-language-server: $schema=path/to/notigen.schema.json

            notigen: 1                  # required: the spec format version
            # module: MyApp             # optional: first part of every notification name (MyApp.Downloader.didStart)
            # access: public            # optional: internal (default), package or public
            # imports: [MyModels]       # optional: modules your payload types come from (Foundation always is)

            notifiers:
              Downloader:               # a Swift type name: becomes `enum Downloader`
                doc: Downloads files and tells the app how it went.
                cases:
                  didStart:             # a payload: fields as `name: Type`
                    doc: A download started.
                    payload:
                      url: URL
                      expectedBytes: { type: "Int?", doc: The size the server announced. }
                  didProgress:
                    payload:
                      fraction: { type: Double, default: 0, doc: From 0 to 1. }
                  didCancelAll: {}      # no payload
                  download:             # ONE notification for success and failure
                    doc: A download finished.
                    result:
                      success: { url: URL, bytes: Int }
                      failure: { code: Int, message: String }   # the error payload: it is an Error
                  clearCache:
                    result:
                      success: {}       # failure left out: it carries the underlying error

            # Types are Swift types; quote the ones written with brackets: tags: "[String]".
            # Defaults are YAML values that must fit the type: retries: { type: Int, default: 3 }.

            """
    }
}

import Testing

@testable import NotigenCore

/// `Depfile`: make syntax, with the depfile as a target of every rule and paths escaped for make.
@Suite struct DepfileTests {
    @Test func rulesNameEachOutputAndTheDepfile() throws {
        let depfile = Depfile(
            path: ".build/notigen.d",
            rules: [
                .init(
                    output: "Gen/user.swift",
                    inputs: ["specs/user.yaml", "/t/file.mustache", "/t/notifier.mustache", "/bin/notigen"]),
                .init(
                    output: "Gen/inbox.swift",
                    inputs: ["specs/inbox.yaml", "/t/file.mustache", "/t/notifier.mustache", "/bin/notigen"]),
            ])
        #expect(
            try depfile.render() == """
                # Written by notigen after its last successful run; include it from a Makefile.
                Gen/user.swift .build/notigen.d: \\
                  specs/user.yaml \\
                  /t/file.mustache \\
                  /t/notifier.mustache \\
                  /bin/notigen
                Gen/inbox.swift .build/notigen.d: \\
                  specs/inbox.yaml \\
                  /t/file.mustache \\
                  /t/notifier.mustache \\
                  /bin/notigen
                specs/user.yaml:
                /t/file.mustache:
                /t/notifier.mustache:
                /bin/notigen:
                specs/inbox.yaml:

                """)
    }

    @Test func pathsAreEscapedForMake() throws {
        #expect(try Depfile.escape("my specs/a b.yaml", asTarget: false) == #"my\ specs/a\ b.yaml"#)
        #expect(try Depfile.escape("$HOME/#1.yaml", asTarget: false) == ##"$$HOME/\#1.yaml"##)
        #expect(try Depfile.escape("100%.yaml", asTarget: false) == "100%.yaml")
        #expect(try Depfile.escape("100%.yaml", asTarget: true) == #"100\%.yaml"#)
        #expect(try Depfile.escape("Ünïcödé/ok.yaml", asTarget: true) == "Ünïcödé/ok.yaml")
    }

    @Test func lineBreaksCannotBeWritten() {
        #expect(throws: Depfile.UnrepresentablePath(path: "a\nb")) {
            try Depfile(path: "x.d", rules: [.init(output: "o", inputs: ["a\nb"])]).render()
        }
    }
}

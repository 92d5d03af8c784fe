import NotigenCore

/// Writes the spec so that `notigen lint` accepts it, whatever the sources hold: the spec is checked with
/// NotigenCore's validator, each diagnostic is traced to the case (or, for a notifier's own keys, the notifier) whose
/// lines it points at, those names are left out (`ImportedName.leftOut`, with the diagnostic) and the spec is written
/// again, until it passes. One notifier the importer cannot make valid no longer costs the app its other names.
enum SpecRepair {
    /// More rounds than any spec needs: the validator reports every case's errors at once, so a second round is
    /// normally clean; a spec still refused after these is returned as it is (the CLI then reports its errors).
    static let maximumRounds = 8

    /// The spec text, nil when no name is left to import.
    static func write(_ names: inout [ImportedName], writer: SpecWriter, takenTypes: TypeTable) -> String? {
        var round = 0
        while true {
            guard names.contains(where: { $0.leftOut == nil }) else { return nil }
            let plans = NotifierPlanner.plan(&names, takenTypes: takenTypes)
            if leaveOutBeyondLimits(plans, &names) { continue }
            let written = writer.write(names, plans: plans)
            round += 1
            let diagnostics = Generator.validate([SpecSource(path: "imported.yaml", bytes: Array(written.text.utf8))])
                .diagnostics
            guard !diagnostics.isEmpty, round < maximumRounds, leaveOut(diagnostics, written, &names) else {
                return written.text
            }
        }
    }

    /// Marks the names of the notifiers beyond what one spec may hold (`Generator.maximumNotifiers`, and
    /// `Generator.maximumCasesPerSpec` cases in all), in the planner's order, as left out; true when it left any out.
    /// An app with more names is imported a part at a time (a folder, or `--exclude`).
    private static func leaveOutBeyondLimits(_ plans: [NotifierPlanner.Plan], _ names: inout [ImportedName]) -> Bool {
        var cases = 0
        var changed = false
        for (number, plan) in plans.enumerated() {
            cases += plan.members.count
            guard number >= Generator.maximumNotifiers || cases > Generator.maximumCasesPerSpec else { continue }
            for index in plan.members where names[index].leftOut == nil {
                names[index].leftOut =
                    "one spec holds at most \(Generator.maximumNotifiers) notifiers and "
                    + "\(Generator.maximumCasesPerSpec) cases: import the app a part at a time (a folder, or --exclude)"
                changed = true
                if let partner = names[index].result?.partner, names[partner].leftOut == nil {
                    names[partner].leftOut = "its result pair `\(names[index].wireName)` is left out"
                }
            }
        }
        return changed
    }

    /// Marks the names each diagnostic points at as left out; false when none could be traced to a name (an error
    /// in the spec's own keys, which leaving names out cannot mend).
    private static func leaveOut(
        _ diagnostics: [Diagnostic], _ written: SpecWriter.Written, _ names: inout [ImportedName]
    ) -> Bool {
        var byLine: [Int: [Int]] = [:]
        for notifier in written.notifiers { for line in notifier.lines { byLine[line] = notifier.names } }
        for entry in written.cases { for line in entry.lines { byLine[line] = entry.names } }
        var changed = false
        for diagnostic in diagnostics {
            for index in byLine[diagnostic.location.line] ?? [] where names[index].leftOut == nil {
                names[index].leftOut = "notigen lint: " + diagnostic.message
                changed = true
                if let partner = names[index].result?.partner, names[partner].leftOut == nil {
                    names[partner].leftOut = "its result pair `\(names[index].wireName)` is left out"
                }
            }
        }
        return changed
    }
}

/// An element of the stream `BreakPrinter` lays out: text, a place where the line may break, or the start or end
/// of a group of breaks.
enum LayoutPiece: Equatable {
    /// What a break does when it fires.
    enum Break: Equatable {
        /// After an opening bracket: the contents continue 4 columns further in. `measuresRest` for a declaration's
        /// parameters, which break whenever the rest of the line does not fit, before its return type does.
        case open(measuresRest: Bool)
        /// Before a closing bracket: back to where the bracket's line started. `mustBreak` when the opening break
        /// fired (a declaration's parameters, a call with a trailing closure, generic arguments).
        case close(mustBreak: Bool)
        /// Between the elements of a list: at the list's indentation.
        case element
        /// After `=`, `:` or before `->`: the rest of the statement continues 4 columns further in (once per group).
        case continuation
        /// Before the `{` of a body: breaks when the line it would end is a continuation line, so that the brace
        /// starts a line at the statement's indentation.
        case reset
        /// Before `where`: at the statement's indentation; it counts the `{` after the clause.
        case same
        /// Before `as`: a continuation that leaves the break before it (after `=`) measuring the cast.
        case cast
    }

    /// A token of the line, printed after a space when `spaced`; `width` counts the columns of both.
    struct Text: Equatable {
        /// The token's bytes in the line (`SwiftLineTokenizer.bytes`).
        var range: Range<Int>
        var spaced: Bool
        var width: Int
    }

    case text(Text)
    /// A break that prints `size` spaces when it does not fire.
    case `break`(Break, size: Int)
    /// What a group is: its breaks' lengths end where it ends.
    enum Group: Equatable {
        /// The contents of a bracket, after its opening break: indented by it.
        case bracket
        /// A type annotation, an inheritance clause or a return type: its lines are continuation lines.
        case wrapper
        /// One element of a list (an argument, a parameter, an inherited type), which the break before it measures
        /// whole.
        case element
    }

    /// The start of a group.
    case open(Group)
    case close
}

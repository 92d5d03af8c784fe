#!/usr/bin/env python3
"""Random valid-looking notigen specs, for `make fuzz-valid` (scripts/fuzz_valid.py).

Each spec is meant to be one a user could write: names are drawn mostly from ordinary words, but also from every
Swift keyword, every name the generated code and the runtime use, standard type names and Unicode identifiers;
types come from a grammar over standard types and the user types of two stub modules (`STUB_MODULES`, which the
spec imports); defaults of every kind; block and flow YAML, quoting styles, anchors and aliases. Most of these specs
should be accepted, and every accepted one must compile: that is the invariant the campaign checks.

The spec is built as a YAML tree (`Map`, `Seq`, `Scalar`), each node carrying its own style, so that the campaign can
shrink a finding by deleting entries and emitting the tree again.

    python3 scripts/valid_spec.py SEED    # prints the spec of that seed, for a look at what the generator writes
"""
import random
import re
import sys

# ---------------------------------------------------------------------------------------------------------------------
# The YAML tree and its emitter
# ---------------------------------------------------------------------------------------------------------------------


class Scalar:
    """A scalar: `text` as the value means it; `kind` is `str` (must read back as a string) or `raw` (written plain,
    as it is: numbers, booleans, null). `style` is the preferred style of a string: plain, single, double, literal
    or folded; the emitter falls back to double quotes where the preferred style cannot hold the text."""

    def __init__(self, text, kind="str", style="plain"):
        self.text = text
        self.kind = kind
        self.style = style


class Map:
    """An ordered map of (key text, key style) to nodes; `flow` for `{ … }`."""

    def __init__(self, items=None, flow=False):
        self.items = items if items is not None else []
        self.flow = flow


class Seq:
    """A list of nodes; `flow` for `[ … ]`."""

    def __init__(self, items=None, flow=True):
        self.items = items if items is not None else []
        self.flow = flow


_NULL_WORDS = {"", "~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE"}
_SPECIAL_FLOATS = re.compile(r"^[-+]?\.(inf|Inf|INF)$|^\.(nan|NaN|NAN)$")
_INT = re.compile(r"^0x[0-9a-fA-F]+$|^0o[0-7]+$|^[-+]?[0-9]+$")
_FLOAT = re.compile(r"^[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?$")


def reads_as_string(text):
    """Whether `text`, written plain, is a string under the YAML 1.2 core schema notigen uses."""
    return not (text in _NULL_WORDS or _SPECIAL_FLOATS.match(text) or _INT.match(text) or _FLOAT.match(text))


def _printable(text):
    return all(ch.isprintable() for ch in text)


def can_be_plain(text, flow):
    """Whether `text` can be written as a plain scalar and read back as the same string."""
    if not text or not _printable(text) or text != text.strip() or not reads_as_string(text):
        return False
    if text[0] in "-?:,[]{}#&*!|>'\"%@`" or text.endswith(":"):
        return False
    if ": " in text or " #" in text:
        return False
    if flow and any(ch in text for ch in ",[]{}"):
        return False
    return True


def double_quoted(text):
    out = ['"']
    for ch in text:
        code = ord(ch)
        if ch == "\\":
            out.append("\\\\")
        elif ch == '"':
            out.append('\\"')
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\t":
            out.append("\\t")
        elif code == 0:
            out.append("\\0")
        elif not ch.isprintable():
            out.append(f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def scalar_text(node, flow):
    """The scalar on one line; literal and folded styles are handled by the block emitter."""
    if node.kind == "raw":
        return node.text
    text = node.text
    if node.style == "plain" and can_be_plain(text, flow):
        return text
    if node.style == "single" and _printable(text) and "\n" not in text:
        return "'" + text.replace("'", "''") + "'"
    return double_quoted(text)


def key_text(key, style, flow):
    """A map key: `style` is a string style, or `raw` for a number or boolean key written as it is."""
    return key if style == "raw" else scalar_text(Scalar(key, "str", style), flow)


class Emitter:
    """Writes a tree as YAML. A node object that occurs twice is anchored the first time and aliased after."""

    def __init__(self, root):
        self.counts = {}
        self._count(root)
        self.anchors = {}

    def _count(self, node):
        self.counts[id(node)] = self.counts.get(id(node), 0) + 1
        if self.counts[id(node)] > 1:
            return
        if isinstance(node, Map):
            for _, value in node.items:
                self._count(value)
        elif isinstance(node, Seq):
            for value in node.items:
                self._count(value)

    def _anchor(self, node):
        """`&aN ` when the node is shared and seen for the first time, `*aN` when seen again, else empty."""
        if self.counts.get(id(node), 0) < 2:
            return "", False
        if id(node) in self.anchors:
            return "*" + self.anchors[id(node)], True
        name = f"a{len(self.anchors) + 1}"
        self.anchors[id(node)] = name
        return "&" + name + " ", False

    def flow(self, node):
        prefix, alias = self._anchor(node)
        return prefix if alias else prefix + self._flow_body(node)

    def _flow_body(self, node):
        if isinstance(node, Scalar):
            return scalar_text(node, True)
        if isinstance(node, Seq):
            return "[" + ", ".join(self.flow(item) for item in node.items) + "]"
        if not node.items:
            return "{}"
        parts = [key_text(key, style, True) + ": " + self.flow(value) for (key, style), value in node.items]
        return "{ " + ", ".join(parts) + " }"

    def block_value(self, node, indent):
        """What follows `key:` for `node` on its line, and the lines below it (a block scalar's or a block map's)."""
        prefix, alias = self._anchor(node)
        if alias:
            return " " + prefix, []
        if isinstance(node, Scalar):
            if node.kind == "str" and node.style in ("literal", "folded") and self._fits_block(node.text):
                indicator = "|" if node.style == "literal" else ">"
                chomp = "" if node.text.endswith("\n") else "-"
                pad = " " * (indent + 2)
                lines = [pad + line for line in node.text.rstrip("\n").split("\n")]
                return " " + prefix + indicator + chomp, lines
            return " " + prefix + scalar_text(node, False), []
        if node.flow or not node.items:
            return " " + prefix + self._flow_body(node), []
        return (" " + prefix.rstrip()) if prefix else "", self.block(node, indent + 2)

    @staticmethod
    def _fits_block(text):
        """Whether a literal or folded block scalar holds `text` exactly as it is read back (modulo folding)."""
        if not text or not _printable(text.replace("\n", "")):
            return False
        lines = text.rstrip("\n").split("\n")
        return all(line == line.strip() and line for line in lines) and text.count("\n") <= len(lines)

    def block(self, node, indent):
        pad = " " * indent
        lines = []
        if isinstance(node, Seq):
            return [pad + "- " + self.flow(item) for item in node.items]
        for (key, style), value in node.items:
            head, below = self.block_value(value, indent)
            lines.append(pad + key_text(key, style, False) + ":" + head)
            lines.extend(below)
        return lines

    def emit(self, root):
        if isinstance(root, Map) and not root.flow and root.items:
            return "\n".join(self.block(root, 0)) + "\n"
        return self.flow(root) + "\n"


def emit(root):
    return Emitter(root).emit(root)


# ---------------------------------------------------------------------------------------------------------------------
# Name pools
# ---------------------------------------------------------------------------------------------------------------------

SWIFT_KEYWORDS = (
    "associatedtype borrowing class consuming deinit enum extension fileprivate func import init inout internal let "
    "nonisolated open operator package private precedencegroup protocol public rethrows static struct subscript "
    "typealias var break case catch continue default defer do else fallthrough for guard if in repeat return switch "
    "throw where while as Any await false is nil self Self super throws true try _ associativity async convenience "
    "didSet dynamic final get indirect infix lazy left mutating none nonmutating optional override postfix precedence "
    "prefix Protocol required right set some Type unowned weak willSet any each macro consume copy discard actor "
    "isolated sending"
).split()

# Names that the generated code, its templates or the runtime use (Templates/*.mustache, Sources/NotigenRuntime).
GENERATED_NAMES = (
    "NotificationCenter Notification Name NotigenKey NotigenMainKey NotigenEvent NotigenToken NotigenNotifier "
    "NotigenRegistration NotigenRegistry NotigenBridge NotigenUserInfo NotigenUserInfoDecodable "
    "NotigenUserInfoEncodable NotigenDecodingError NotigenUndecodable NotigenMainActor NotigenRuntime "
    "NotigenLinkedRuntime NotigenRuntimeCheck NotigenGenerated Payload Notifier Result Self Type userInfo observer "
    "center object queue name rawValue RawValue allCases AllCases registration handler token payload error underlying "
    "success failure post observe addObserver removeObserver notifications bufferingPolicy notigenUserInfo "
    "notigenEncode notigenPayloadKey hashValue hash description anyObject AnyObject Sendable Hashable Equatable "
    "CaseIterable DispatchSpecificKey CustomStringConvertible Foundation Swift MainActor Error Void Never Any "
    "Observer activate observeOnMainActor mainActor OperationQueue NSLock NSObjectProtocol ObjectIdentifier Hasher "
    "AnyHashable AsyncStream Continuation BufferingPolicy Thread DispatchQueue FileHandle NSNull Task Success Failure "
    "observeSuccesses observeFailures notification event key value values default init deliver decode encode "
    "onUndecodable Decodable Encodable Codable Identifiable Equatable Comparable Optional Wrapped Element Key Value "
    "Subject makeMessage makeNotification MessageType MessageIdentifier BaseMessageIdentifier AsyncMessage "
    "MainActorMessage message result"
).split()

STANDARD_TYPE_NAMES = (
    "URL Date Double String Int Data UUID Bool Float Character Array Dictionary Set Optional Int8 Int16 Int32 Int64 "
    "UInt UInt8 UInt16 UInt32 UInt64 Decimal TimeInterval Substring Float32 Float64 CGFloat Error Never Void"
).split()

UNICODE_NAMES = [
    "größe", "Größe", "名前", "données", "café", "naïve", "Ωmega", "π", "ñandú", "Привет", "日本語", "éclair", "İstanbul",
    "straße", "µs", "Åland", "caf\u00e9", "cafe\u0301", "x\u0301", "ǅungla", "ℌilbert", "Ⅻ", "ｆｕｌｌ", "Ａbc", "ℵ0",
]

WORDS = (
    "user session login logout message inbox profile avatar settings sync upload download cart order payment item "
    "token account device network cache photo album track playlist player timer alarm clock location map route "
    "search query result page feed post comment like share follow friend group channel thread reply draft note "
    "task project team member invite badge score level game match round goal"
).split()

VERBS = "did will should can get set update change load save remove add start stop begin end fail".split()


def camel(words, upper):
    text = "".join(w[:1].upper() + w[1:] for w in words)
    return (text[:1].upper() if upper else text[:1].lower()) + text[1:]


class Names:
    """Draws names: mostly ordinary, sometimes hostile (keywords, generated names, standard types, Unicode), and
    sometimes a near-copy of a name already drawn (another case, a leading underscore)."""

    def __init__(self, rng, hostility):
        self.rng = rng
        self.hostility = hostility
        self.drawn = []

    def hostile(self, upper):
        pool = self.rng.choice([SWIFT_KEYWORDS, GENERATED_NAMES, STANDARD_TYPE_NAMES, UNICODE_NAMES])
        name = self.rng.choice(pool)
        if self.rng.random() < 0.3:
            name = (name[:1].upper() if upper else name[:1].lower()) + name[1:]
        return name

    def ordinary(self, upper):
        rng = self.rng
        words = [rng.choice(VERBS)] if not upper and rng.random() < 0.6 else []
        words += [rng.choice(WORDS) for _ in range(rng.randint(1, 2))]
        name = camel(words, upper)
        if rng.random() < 0.1:
            name += str(rng.randint(0, 99))
        return name

    def draw(self, upper, avoid=()):
        """A name not in `avoid` (the names already used at its level), or None after a few tries."""
        for _ in range(20):
            roll = self.rng.random()
            if roll < self.hostility:
                name = self.hostile(upper)
            elif roll < self.hostility * 1.3 and self.drawn:
                other = self.rng.choice(self.drawn)
                name = self.rng.choice([other[:1].swapcase() + other[1:], "_" + other, other + "_"])
            else:
                name = self.ordinary(upper)
            if name and name not in avoid:
                self.drawn.append(name)
                return name
        return None


# ---------------------------------------------------------------------------------------------------------------------
# Types
# ---------------------------------------------------------------------------------------------------------------------


class UserType:
    """A type declared by a stub module: `generics` constraints per parameter (`S` Sendable, `H` Hashable)."""

    def __init__(self, module, path, hashable=False, error=False, generics="", protocol=False):
        self.module = module
        self.path = path
        self.hashable = hashable
        self.error = error
        self.generics = generics
        self.protocol = protocol


STUB_MODULES = {
    "FuzzModels": """\
// The user types of make fuzz-valid's specs (scripts/valid_spec.py), compiled as a module the specs import.
public struct Profile: Sendable, Hashable { public init() {} }
public enum Level: String, Sendable, Hashable, CaseIterable { case low, high }
public final class Session: Sendable { public init() {} }
public struct Box<Value: Sendable>: Sendable { public init() {} }
public struct Pair<First: Sendable, Second: Sendable>: Sendable { public init() {} }
public struct Tagged<Tag: Hashable & Sendable>: Sendable, Hashable { public init() {} }
public protocol Shape: Sendable {}
public protocol Keyed: Hashable, Sendable {}
public struct AppError: Error, Hashable { public init() {} }
public enum NetworkError: Error { case offline }
public enum Outer: Sendable {
    public struct Inner: Sendable, Hashable { public init() {} }
    public enum Deeper: Sendable { public struct Leaf: Sendable { public init() {} } }
}
public typealias Identifier = String
public struct Größe: Sendable, Hashable { public init() {} }
public struct 名前: Sendable, Hashable { public init() {} }
public struct Payload: Sendable, Hashable { public init() {} }
public struct Token: Sendable, Hashable { public init() {} }
public struct Event: Sendable { public init() {} }
public struct Center: Sendable { public init() {} }
public struct Key: Sendable, Hashable { public init() {} }
""",
    "FuzzKit": """\
// A second user module for make fuzz-valid's specs; its names differ from FuzzModels' so that both can be imported.
public struct Widget: Sendable, Hashable { public init() {} }
public struct Gadget<Part: Sendable>: Sendable { public init() {} }
public enum KitError: Error, Sendable { case broken }
public protocol Tool: Sendable {}
""",
}

USER_TYPES = [
    UserType("FuzzModels", "Profile", hashable=True),
    UserType("FuzzModels", "Level", hashable=True),
    UserType("FuzzModels", "Session"),
    UserType("FuzzModels", "Box", generics="S"),
    UserType("FuzzModels", "Pair", generics="SS"),
    UserType("FuzzModels", "Tagged", hashable=True, generics="H"),
    UserType("FuzzModels", "Shape", protocol=True),
    UserType("FuzzModels", "Keyed", protocol=True),
    UserType("FuzzModels", "AppError", hashable=True, error=True),
    UserType("FuzzModels", "NetworkError", error=True),
    UserType("FuzzModels", "Outer.Inner", hashable=True),
    UserType("FuzzModels", "Outer.Deeper.Leaf"),
    UserType("FuzzModels", "Identifier", hashable=True),
    UserType("FuzzModels", "Größe", hashable=True),
    UserType("FuzzModels", "名前", hashable=True),
    UserType("FuzzModels", "Payload", hashable=True),
    UserType("FuzzModels", "Token", hashable=True),
    UserType("FuzzModels", "Event"),
    UserType("FuzzModels", "Center"),
    UserType("FuzzModels", "Key", hashable=True),
    UserType("FuzzKit", "Widget", hashable=True),
    UserType("FuzzKit", "Gadget", generics="S"),
    UserType("FuzzKit", "KitError", error=True),
    UserType("FuzzKit", "Tool", protocol=True),
]

# Standard types: (name, module, kind for defaults, Hashable).
INTEGERS = {
    "Int": (-(2**63), 2**63 - 1), "Int64": (-(2**63), 2**63 - 1), "Int32": (-(2**31), 2**31 - 1),
    "Int16": (-(2**15), 2**15 - 1), "Int8": (-128, 127), "UInt": (0, 2**64 - 1), "UInt64": (0, 2**64 - 1),
    "UInt32": (0, 2**32 - 1), "UInt16": (0, 2**16 - 1), "UInt8": (0, 255),
}
STANDARD = [("String", "Swift", "string", True), ("Substring", "Swift", "string", True),
            ("Character", "Swift", "character", True), ("Bool", "Swift", "bool", True),
            ("Double", "Swift", "double", True), ("Float", "Swift", "float", True),
            ("Float32", "Swift", "float", True), ("Float64", "Swift", "double", True),
            ("CGFloat", "Foundation", "double", True), ("URL", "Foundation", None, True),
            ("Date", "Foundation", None, True), ("Data", "Foundation", None, True),
            ("UUID", "Foundation", None, True), ("Decimal", "Foundation", None, True),
            ("TimeInterval", "Foundation", None, True)]
STANDARD += [(name, "Swift", "int", True) for name in INTEGERS]

# Types that parse but a payload cannot hold, or that are not what they look like: notigen must refuse them (or
# accept only what compiles). Drawn rarely.
TRICKY_TYPES = [
    "Any", "AnyObject", "NSObject", "Hashable", "any Int", "Int.Protocol", "Self", "Self.Type", "Never", "()",
    "Optional<Int, String>", "Result<Int, String>", "Set<(Int, Int)>", "@objc () -> Void", "@nonsense Int",
    "any Hashable", "any Sendable", "(any Error).Type", "Int.Type", "Error", "any Error & Sendable",
    "[Int: Int]?", "Swift.Optional<Swift.Int>", "Dictionary<Int, Int>.Index", "Array<Int>.Element",
    "@Sendable @MainActor () -> Void", "@Sendable (inout Int) -> Void", "@Sendable (Int...) -> Void",
    "@Sendable () throws(Never) -> Void", "@Sendable () async throws -> sending Int", "[[[[[[[[[[Int]]]]]]]]]]",
    "(Int)", "((Int))", "(x: Int)", "(_: Int, _: Int)", "Int?? ", " Int", "Int!",
]


class Type:
    """A generated type: its Swift text, whether it is Hashable, and how to write a default for it (`default_kind`:
    None when notigen cannot; otherwise a tuple describing the value, see `Defaults`)."""

    def __init__(self, text, hashable, default_kind=None, needs_parens=False, is_error=False):
        self.text = text
        self.hashable = hashable
        self.default_kind = default_kind
        self.needs_parens = needs_parens
        self.is_error = is_error

    def wrapped(self):
        """The text as an operand of `?`, `.Type` or `&`: parenthesised when it is a function or an existential."""
        return "(" + self.text + ")" if self.needs_parens else self.text


class Types:
    def __init__(self, rng, names, modules):
        self.rng = rng
        self.names = names
        self.user = [t for t in USER_TYPES if t.module in modules]
        # Above zero while the arguments of a generic user type are made: notigen trusts a user type's generic
        # constraints (it cannot see them), so the arguments must meet them, and no tricky type may stand there.
        self.inside_user_generic = 0

    def leaf(self, hashable=False):
        rng = self.rng
        roll = rng.random()
        if self.user and roll < 0.25:
            candidates = [t for t in self.user if (t.hashable or not hashable) and not t.generics]
            if candidates:
                return self.user_leaf(rng.choice(candidates))
        if roll < 0.28:
            return Type("any Error" if not hashable else "Int", hashable, None if not hashable else ("int", "Int"),
                        needs_parens=not hashable, is_error=not hashable)
        name, module, kind, is_hashable = rng.choice(STANDARD)
        text = name
        if rng.random() < 0.12:
            text = module + "." + name
        default = (kind, name) if kind else None
        if module == "Foundation" and kind and text.startswith("Foundation."):
            default = None  # notigen knows CGFloat and TimeInterval only by their bare names
        return Type(text, is_hashable, default)

    def user_leaf(self, user):
        rng = self.rng
        text = (user.module + "." + user.path) if rng.random() < 0.3 else user.path
        if user.protocol:
            return Type("any " + text, False, None, needs_parens=True)
        return Type(text, user.hashable, None, is_error=user.error)

    def error_type(self):
        errors = [t for t in self.user if t.error]
        if errors and self.rng.random() < 0.6:
            return self.user_leaf(self.rng.choice(errors))
        return Type(self.rng.choice(["any Error", "any Error", "Error", "any Swift.Error"]), False, None,
                    needs_parens=True, is_error=True)

    def make(self, depth, hashable=False):
        """A type at most `depth` levels deep; Hashable when asked (for set elements and dictionary keys)."""
        rng = self.rng
        if not self.inside_user_generic and rng.random() < 0.015:
            return Type(rng.choice(TRICKY_TYPES), False, None)
        if depth <= 1 or rng.random() < 0.45:
            return self.leaf(hashable)
        shapes = ["optional", "array", "set", "dictionary"]
        if not hashable:
            shapes += ["tuple", "result", "function", "generic", "metatype", "optional", "array"]
        shape = rng.choice(shapes)
        inner_depth = depth - 1
        if shape == "optional":
            inner = self.make(inner_depth, hashable)
            if inner.text.endswith("?") and rng.random() < 0.5:
                inner = self.leaf(hashable)
            kind = ("optional", inner.default_kind) if inner.default_kind else None
            if rng.random() < 0.2:
                return Type(rng.choice(["Optional", "Swift.Optional"]) + "<" + inner.text + ">", inner.hashable, kind)
            return Type(inner.wrapped() + "?", inner.hashable, kind)
        if shape == "array":
            inner = self.make(inner_depth, hashable)
            kind = ("array", inner.default_kind) if inner.default_kind else None
            if rng.random() < 0.25:
                return Type(rng.choice(["Array", "Swift.Array"]) + "<" + inner.text + ">", inner.hashable, kind)
            return Type("[" + inner.text + "]", inner.hashable, kind)
        if shape == "set":
            inner = self.make(inner_depth, True)
            kind = ("set", inner.default_kind) if inner.default_kind else None
            return Type(rng.choice(["Set", "Swift.Set"]) + "<" + inner.text + ">", True, kind)
        if shape == "dictionary":
            key = self.make(min(inner_depth, 2), True)
            value = self.make(inner_depth, hashable)
            kind = ("dictionary", key.default_kind, value.default_kind) if key.default_kind and value.default_kind \
                else None
            if rng.random() < 0.25:
                return Type(rng.choice(["Dictionary", "Swift.Dictionary"]) + "<" + key.text + ", " + value.text + ">",
                            value.hashable, kind)
            return Type("[" + key.text + ": " + value.text + "]", value.hashable, kind)
        if shape == "tuple":
            count = rng.randint(2, 3)
            labels = set()
            parts = []
            for _ in range(count):
                element = self.make(inner_depth)
                if rng.random() < 0.5:
                    label = self.names.draw(False, labels) or "x"
                    labels.add(label)
                    parts.append(label + ": " + element.text)
                else:
                    parts.append(element.text)
            return Type("(" + ", ".join(parts) + ")", False, None)
        if shape == "result":
            success = self.make(inner_depth)
            failure = self.error_type()
            name = rng.choice(["Result", "Swift.Result"])
            return Type(name + "<" + success.text + ", " + failure.text + ">", False, None)
        if shape == "function":
            params = [self.make(inner_depth) for _ in range(rng.randint(0, 2))]
            labelled = [("_ " + (self.names.draw(False) or "x") + ": " if rng.random() < 0.2 else "") + p.text
                        for p in params]
            effects = rng.choice(["", "", " async", " throws", " async throws"])
            if self.user and rng.random() < 0.1:
                errors = [t for t in self.user if t.error]
                if errors:
                    effects = " throws(" + self.user_leaf(rng.choice(errors)).text + ")"
            result = self.make(inner_depth) if rng.random() < 0.6 else Type("Void", False, None)
            attributes = "@Sendable " + ("@MainActor " if rng.random() < 0.1 else "")
            return Type(attributes + "(" + ", ".join(labelled) + ")" + effects + " -> " + result.text, False, None,
                        needs_parens=True)
        if shape == "generic":
            generics = [t for t in self.user if t.generics]
            if not generics:
                return self.leaf()
            user = rng.choice(generics)
            self.inside_user_generic += 1
            arguments = [self.make(inner_depth, constraint == "H") for constraint in user.generics]
            self.inside_user_generic -= 1
            base = self.user_leaf(user).text
            return Type(base + "<" + ", ".join(a.text for a in arguments) + ">", user.hashable, None)
        inner = self.leaf()
        if inner.needs_parens:
            inner = Type("Int", True)
        return Type(inner.text + ".Type", False, None)


# ---------------------------------------------------------------------------------------------------------------------
# Defaults
# ---------------------------------------------------------------------------------------------------------------------

STRINGS = [
    "", "hello", "with \"quotes\"", "back\\slash", "\\(interpolation)", '"""', "#\"raw\"#", "*/ /* comment", "#error(x)",
    "tab\there", "line\nbreak", "bell\x07", "nul\x00", "esc\x1b[31m", "bidi\u202eevil", "zero\u200bwidth", "émoji 👩‍👩‍👧",
    "日本語", "a'b", "multi\nline\ntext", "\r\n", "\u2028sep", "trailing space ", " leading", "#", "null", "true", "123",
    "1.5", "~", "- item", "key: value", "[not, a, list]", "{not: map}", "%percent", "@at", "`backtick`", "\\u{41}",
]
CHARACTERS = ["a", "Z", " ", "\"", "\\", "\n", "\t", "é", "e\u0301", "👍", "👩‍👩‍👧", "🇫🇷", "क्ष", "\u0000", "\u202e", "ñ",
              "\r\n", "'", "日"]
FLOATS = ["0.0", "-0.0", "1.5", "-2.25", "3.14159", "1e10", "1E-5", "2.5e+3", ".5", "+7.0", ".inf", "-.inf", ".nan",
          "+.inf", "0", "42", "-7", "16777217", "9007199254740993", "0x10", "0o17", "3.4e38", "1e-38"]
# Values at the edges of Double and Float: overflow, underflow, subnormals, integers past UInt64. Drawn less often.
EXTREME_FLOATS = ["1e308", "-1e308", "1e-300", "1e-320", "4.9e-324", "1e-45", "1.4e-45", "3.5e38",
                  "18446744073709551616", "1e400"]


class Defaults:
    def __init__(self, rng):
        self.rng = rng

    def value(self, kind, depth=0):
        """A YAML node that should fit `kind`; it does most of the time, not always (a wrong-kinded default is a
        rejection the campaign checks too)."""
        rng = self.rng
        tag = kind[0]
        if tag == "optional":
            if rng.random() < 0.3:
                return Scalar(rng.choice(["null", "~", "Null", ""]) if rng.random() < 0.8 else "null", "raw")
            return self.value(kind[1], depth)
        if tag in ("array", "set"):
            count = rng.randint(0, 3 if depth < 2 else 1)
            items = [self.value(kind[1], depth + 1) for _ in range(count)]
            if tag == "set":
                seen, unique = set(), []
                for item in items:
                    marker = item.text if isinstance(item, Scalar) else id(item)
                    if marker not in seen:
                        seen.add(marker)
                        unique.append(item)
                items = unique
            return Seq(items, flow=rng.random() < 0.8)
        if tag == "dictionary":
            items, seen = [], set()
            for _ in range(rng.randint(0, 3 if depth < 2 else 1)):
                key = self.value(kind[1], depth + 1)
                if not isinstance(key, Scalar) or key.text in seen:
                    continue
                seen.add(key.text)
                style = "raw" if key.kind == "raw" else key.style
                if key.kind == "raw" and key.text in ("", "~"):
                    continue
                items.append(((key.text, style), self.value(kind[2], depth + 1)))
            return Map(items, flow=rng.random() < 0.6)
        return self.scalar(tag, kind[1])

    def scalar(self, tag, name):
        rng = self.rng
        style = rng.choice(["plain", "plain", "single", "double"])
        if tag == "string":
            return Scalar(rng.choice(STRINGS) if rng.random() < 0.7 else " ".join(rng.sample(WORDS, 2)), "str", style)
        if tag == "character":
            return Scalar(rng.choice(CHARACTERS), "str", style)
        if tag == "bool":
            return Scalar(rng.choice(["true", "false", "True", "FALSE"]), "raw")
        if tag == "int":
            low, high = INTEGERS.get(name, INTEGERS["Int"])
            value = rng.choice([low, high, 0, 1, -1, rng.randint(low, high), rng.randint(-1000, 1000)])
            value = max(low, min(high, value))
            if value >= 0 and rng.random() < 0.15:
                return Scalar(rng.choice([hex(value), "0o" + format(value, "o")]), "raw")
            return Scalar(("+" if value > 0 and rng.random() < 0.1 else "") + str(value), "raw")
        return Scalar(rng.choice(EXTREME_FLOATS if rng.random() < 0.1 else FLOATS), "raw")


# ---------------------------------------------------------------------------------------------------------------------
# Specs
# ---------------------------------------------------------------------------------------------------------------------

DOCS = ["Posted when it happens.", "A *bold* claim */ with /* comment markers", "Line one.\nLine two.",
        "Trailing backslash \\", "\"\"\" triple quotes", "Control \x07 and bidi \u202e text", "Émoji 🎉 and 日本語",
        "- looks like a list", "# looks like a comment", "key: value inside", "", "@available(*, deprecated)",
        "\\(interpolation) and #error(\"x\")", "Ends with newline\n", "Tabs\tinside"]
# Deprecation messages must say something: the same texts but the empty one.
MESSAGES = [doc for doc in DOCS if doc]


class SpecWriter:
    """Builds the YAML trees of the specs of one notigen run, sharing the names a run must keep unique."""

    def __init__(self, rng, hostility=0.08):
        self.rng = rng
        self.hostility = hostility
        self.notifier_names = set()
        self.wire_names = set()
        self.shared_types = []

    def chance(self, probability):
        return self.rng.random() < probability

    def text(self, pool):
        style = self.rng.choice(["plain", "single", "double", "literal", "folded"])
        return Scalar(self.rng.choice(pool), "str", style)

    def spec(self):
        rng = self.rng
        names = Names(rng, self.hostility)
        self.shared_types = []  # a type may name a module this spec does not import: reuse within a spec only
        root = Map(flow=self.chance(0.05))
        modules = []
        if self.chance(0.6):
            modules = ["FuzzModels"] + (["FuzzKit"] if self.chance(0.3) else [])
        entries = [(("notigen", "plain"), Scalar(rng.choice(["1", "1", "1", "+1", "0x1"]) if self.chance(0.02)
                                                 else "1", "raw"))]
        if self.chance(0.4):
            module = names.draw(True) or "App"
            entries.append((("module", "plain"), Scalar(module, "str", rng.choice(["plain", "double"]))))
        if self.chance(0.5):
            entries.append((("access", "plain"), Scalar(rng.choice(["internal", "package", "public"]), "str")))
        if modules or self.chance(0.05):
            listed = list(modules)
            if self.chance(0.2):
                listed.insert(rng.randint(0, len(listed)), "Foundation")
            if self.chance(0.05):
                listed.append(rng.choice(["Dispatch", "Swift", "NotigenRuntime"]))
            entries.append((("imports", "plain"), Seq([Scalar(m, "str") for m in listed], flow=self.chance(0.7))))
        if self.chance(0.25):
            entries.append((("userInfo", "plain"), Scalar(rng.choice(["fields", "payload"]), "str")))
        if self.chance(0.15):
            entries.append((("messages", "plain"), Scalar(rng.choice(["true", "false"]), "raw")))
        types = Types(rng, names, modules)
        notifiers = Map(flow=root.flow or self.chance(0.05))
        used = set()
        shared = []
        for _ in range(rng.choice([1, 1, 2, 2, 3, 4])):
            name = names.draw(True, used | self.notifier_names)
            if name is None:
                continue
            used.add(name)
            notifiers.items.append(((name, self.key_style()), self.notifier(names, types, shared, notifiers.flow)))
        self.notifier_names |= used
        entries.append((("notifiers", "plain"), notifiers))
        if self.chance(0.5):
            first = entries[0]
            rest = entries[1:]
            rng.shuffle(rest)
            entries = [first] + rest if self.chance(0.7) else rest[:1] + [first] + rest[1:]
        root.items = entries
        return root

    def key_style(self):
        return self.rng.choice(["plain"] * 8 + ["single", "double"])

    def common_keys(self, entries):
        if self.chance(0.25):
            entries.append((("doc", "plain"), self.text(DOCS)))
        if self.chance(0.08):
            entries.append((("deprecated", "plain"), self.text(MESSAGES)))
        if self.chance(0.15):
            entries.append((("isolation", "plain"), Scalar(self.rng.choice(["main", "none"]), "str")))
        if self.chance(0.08):
            entries.append((("messages", "plain"), Scalar(self.rng.choice(["true", "false"]), "raw")))

    def notifier(self, names, types, shared, flow):
        rng = self.rng
        node = Map(flow=flow or self.chance(0.1))
        entries = []
        self.common_keys(entries)
        if self.chance(0.1):
            entries.append((("userInfo", "plain"), Scalar(rng.choice(["fields", "payload"]), "str")))
        if self.chance(0.05):
            entries.append((("if", "plain"), self.condition()))
        cases = Map(flow=node.flow or self.chance(0.1))
        used = set()
        for _ in range(rng.randint(1, 6)):
            name = names.draw(False, used)
            if name is None:
                continue
            used.add(name)
            # The first case stays unconditional: a notifier needs one.
            conditional = bool(cases.items) and self.chance(0.1)
            cases.items.append(((name, self.key_style()), self.case(names, types, shared, cases.flow, conditional)))
        entries.append((("cases", "plain"), cases))
        rng.shuffle(entries)
        node.items = entries
        return node

    def condition(self):
        """An `if:` value: a platform test or a flag, negated or combined, double-quoted (YAML reads `!` as a tag)."""
        tests = ["os(Linux)", "os(macOS)", "DEBUG", "canImport(Foundation)", "swift(>=5.9)", "!targetEnvironment(simulator)"]
        picked = [self.rng.choice(tests) for _ in range(self.rng.randint(1, 3))]
        return Scalar(self.rng.choice([" && ", " || "]).join(picked), "str", "double")

    def case(self, names, types, shared, flow, conditional=False):
        rng = self.rng
        roll = rng.random()
        entries = []
        self.common_keys(entries)
        if conditional:
            entries.append((("if", "plain"), self.condition()))
        if self.chance(0.12):
            wire = self.wire_name()
            if wire is not None:
                entries.append((("name", "plain"), Scalar(wire, "str", rng.choice(["plain", "double", "single"]))))
        if roll < 0.3:
            if not entries and self.chance(0.4):
                return Scalar(rng.choice(["", "~", "null"]), "raw")
        elif roll < 0.75:
            entries.append((("payload", "plain"), self.fields(names, types, shared, flow, "payload")))
        else:
            result = Map(flow=flow or self.chance(0.3))
            result.items.append((("success", "plain"), self.fields(names, types, shared, result.flow, "success")))
            if self.chance(0.6):
                result.items.append((("failure", "plain"), self.fields(names, types, shared, result.flow, "failure")))
            if self.chance(0.2):
                result.items.reverse()
            entries.append((("result", "plain"), result))
        rng.shuffle(entries)
        return Map(entries, flow=flow or self.chance(0.2))

    def wire_name(self):
        rng = self.rng
        for _ in range(5):
            name = rng.choice([
                "App." + camel([rng.choice(WORDS), rng.choice(WORDS)], True),
                camel([rng.choice(WORDS), "Did", rng.choice(VERBS)], True) + "Notification",
                "com.example." + rng.choice(WORDS) + "-" + str(rng.randint(0, 999)),
                rng.choice(WORDS) + " with spaces " + str(rng.randint(0, 99)),
                "ünïcödé." + rng.choice(WORDS) + str(rng.randint(0, 99)),
                "quote\"and\\slash" + str(rng.randint(0, 99)),
            ])
            if name not in self.wire_names:
                self.wire_names.add(name)
                return name
        return None

    def fields(self, names, types, shared, flow, role):
        rng = self.rng
        if shared and self.chance(0.1):
            return rng.choice(shared)
        count = rng.choice([0, 1, 1, 2, 2, 3, 4]) if role != "payload" else rng.randint(1, 5)
        if count == 0 and role != "payload":
            return Map([], flow=True)
        node = Map(flow=flow or self.chance(0.25))
        used = set()
        keys = set()
        for _ in range(count):
            name = names.draw(False, used)
            if name is None:
                continue
            used.add(name)
            node.items.append(((name, self.key_style()), self.field(name, names, types, keys, node.flow)))
        if self.chance(0.15):
            shared.append(node)
        return node

    def field(self, name, names, types, keys, flow):
        rng = self.rng
        depth = rng.choice([1, 1, 2, 2, 3, 3, 4]) if not self.chance(0.03) else rng.randint(5, 12)
        if self.shared_types and self.chance(0.08):
            return rng.choice(self.shared_types)  # the same scalar again: an alias of an anchored type
        field_type = types.make(depth)
        type_scalar = Scalar(field_type.text, "str", rng.choice(["plain", "plain", "single", "double"]))
        if self.chance(0.1):
            self.shared_types.append(type_scalar)
        wants_default = field_type.default_kind is not None and self.chance(0.45)
        if not wants_default and not self.chance(0.25):
            return type_scalar
        entries = [(("type", "plain"), type_scalar)]
        if wants_default:
            entries.append((("default", "plain"), Defaults(rng).value(field_type.default_kind)))
        elif self.chance(0.03):
            entries.append((("default", "plain"), Scalar(rng.choice(["0", "x", "null", "[]"]), "raw")))
        if self.chance(0.2):
            entries.append((("doc", "plain"), self.text(DOCS)))
        if self.chance(0.08):
            entries.append((("deprecated", "plain"), self.text(MESSAGES)))
        if self.chance(0.12):
            key = rng.choice([name + "_key", "user-info." + name, "ключ" + name, name.upper(), "with space " + name])
            if key not in keys:
                keys.add(key)
                entries.append((("key", "plain"), Scalar(key, "str", rng.choice(["plain", "double"]))))
        rng.shuffle(entries)
        return Map(entries, flow=flow or self.chance(0.5))


def run_specs(seed, hostility=0.08):
    """The specs of one notigen run for `seed`: a list of (file name, tree)."""
    rng = random.Random(seed)
    writer = SpecWriter(rng, hostility)
    count = 1 if rng.random() < 0.8 else 2
    stems = []
    for index in range(count):
        stem = rng.choice(["spec", "notifications", "events"]) if rng.random() < 0.85 else rng.choice(
            ["my spec", "ñandú", "a.b", "x", "Spec-2", "日本"])
        stem = stem if stem not in stems else stem + str(index)
        stems.append(stem)
    return [(stem + rng.choice([".yaml", ".yaml", ".yml"]), writer.spec()) for stem in stems]


if __name__ == "__main__":
    for file_name, tree in run_specs(int(sys.argv[1]) if len(sys.argv) > 1 else 0):
        print("# " + file_name)
        print(emit(tree))

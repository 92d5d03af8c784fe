import CYAML

/// One event of a YAML parse, as `YAMLParser` builds its tree from it: read from libyaml's event, or made by
/// `SimpleYAMLReader`. Its bytes (a scalar's value) point into the text or into libyaml's event, and are valid only
/// while the event is handled.
struct YAMLEvent {
    enum Kind: Equatable {
        case documentStart
        case scalar(Style)
        /// An alias; `anchor` is the name it refers to.
        case alias
        case mappingStart
        case sequenceStart
        case mappingEnd
        case sequenceEnd
        /// The events the tree needs nothing from: the stream's start and end, a document's end.
        case other
    }

    /// How a scalar is written.
    enum Style: Equatable {
        case plain, singleQuoted, doubleQuoted, block
    }

    var kind: Kind
    /// Where the event starts, as an index of Unicode scalars into the text (libyaml's mark).
    var start: Int
    /// Where the event starts as a location, when the reader knows it (`SimpleYAMLReader` counts lines as it reads);
    /// nil to look it up from `start`.
    var location: SourceLocation?
    /// A scalar's value.
    var value = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// How many of a scalar's Unicode scalars the text holds as they are, on its line, when the reader knows it (a
    /// value `SimpleYAMLReader` read is the text itself); nil to work it out.
    var verbatimScalars: Int?
    var anchor: String?
    var tag: String?

    /// An event `SimpleYAMLReader` made, at byte `start` of an ASCII text (so its byte offset is its scalar index).
    init(_ kind: Kind, at start: Int, _ location: SourceLocation, value: UnsafeBufferPointer<UInt8>? = nil) {
        self.kind = kind
        self.start = start
        self.location = location
        if let value {
            self.value = value
            self.verbatimScalars = value.count
        }
    }

    /// libyaml's `event`, its strings copied (an anchor, a tag and an alias's name: none in most specs).
    init(_ event: yaml_event_t) {
        start = event.start_mark.index
        switch event.type {
        case YAML_DOCUMENT_START_EVENT:
            kind = .documentStart
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            kind = .scalar(Self.style(data.style))
            value = UnsafeBufferPointer(start: data.value, count: data.length)
            anchor = data.anchor.map { String(cString: $0) }
            tag = data.tag.map { String(cString: $0) }
        case YAML_ALIAS_EVENT:
            kind = .alias
            anchor = String(cString: event.data.alias.anchor)
        case YAML_MAPPING_START_EVENT:
            kind = .mappingStart
            anchor = event.data.mapping_start.anchor.map { String(cString: $0) }
            tag = event.data.mapping_start.tag.map { String(cString: $0) }
        case YAML_SEQUENCE_START_EVENT:
            kind = .sequenceStart
            anchor = event.data.sequence_start.anchor.map { String(cString: $0) }
            tag = event.data.sequence_start.tag.map { String(cString: $0) }
        case YAML_MAPPING_END_EVENT:
            kind = .mappingEnd
        case YAML_SEQUENCE_END_EVENT:
            kind = .sequenceEnd
        default:
            kind = .other
        }
    }

    private static func style(_ style: yaml_scalar_style_t) -> Style {
        switch style {
        case YAML_PLAIN_SCALAR_STYLE: .plain
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        default: .block
        }
    }
}

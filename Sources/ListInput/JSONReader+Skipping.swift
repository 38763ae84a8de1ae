extension JSONReader {
    /// Reads past the value at the current position, checking it as
    /// ``value()`` does, without building its arrays and objects.
    mutating func skipValue() throws(JSONReaderError) {
        if atObject() {
            try fieldsOfObject { (reader, _: JSONName) throws(JSONReaderError) in try reader.skipValue() }
        } else if atArray() {
            try elementsOfArray { (reader, _) throws(JSONReaderError) in try reader.skipValue() }
        } else if atString() {
            _ = try plainString()
        } else {
            _ = try value()
        }
    }
}

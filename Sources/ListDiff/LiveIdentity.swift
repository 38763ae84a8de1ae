/// A section key or a row identity as the diff compares it: itself, with no content to reload.
struct LiveIdentity<Value: Hashable>: Hashable, Differentiable {
    let value: Value

    init(_ value: Value) { self.value = value }
}

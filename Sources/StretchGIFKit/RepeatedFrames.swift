/// Runs of equal consecutive frame inputs: a resting scene (a `wait`, the end of a bounce) gives the same layout and
/// chrome for many frames, and since a frame's pixels are a pure function of its input, each run is painted once.
/// Which frames are painted never changes the output bytes, only the time spent.
struct RepeatedFrames<Input: Equatable & Sendable, Output: Sendable>: Sendable {
    /// The last input of the previous batch and what it produced, carried into the next batch.
    private var last: (input: Input, output: Output)?

    /// No previous batch.
    init() {}

    /// The outputs of `inputs` in order, computing `produce` only for the first input of each run of equal
    /// consecutive inputs (and not at all for a leading run equal to the previous batch's last input).
    mutating func outputs(for inputs: [Input], produce: ([Int]) -> [Output]) -> [Output] {
        var distinct: [Int] = []
        // For every input: the index into `distinct`'s outputs, or -1 for the previous batch's last output.
        var source: [Int] = []
        source.reserveCapacity(inputs.count)
        for (position, input) in inputs.enumerated() {
            if position > 0, inputs[position - 1] == input {
                source.append(source[position - 1])
            } else if position == 0, let last, last.input == input {
                source.append(-1)
            } else {
                source.append(distinct.count)
                distinct.append(position)
            }
        }
        let produced = distinct.isEmpty ? [] : produce(distinct)
        // -1 is only ever recorded when `last` exists, so the previous output is always there for it.
        let outputs = source.compactMap { $0 < 0 ? last?.output : produced[$0] }
        if let input = inputs.last, let output = outputs.last { last = (input, output) }
        return outputs
    }
}

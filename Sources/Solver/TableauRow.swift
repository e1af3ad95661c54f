/// Near-zero threshold for tableau arithmetic (kiwi and Cassowary use 1e-8 for the same purpose).
let tableauEpsilon = 1.0e-8

/// `true` when `value` is zero up to tableau round-off.
func isNearZero(_ value: Double) -> Bool { abs(value) < tableauEpsilon }

/// One tableau row: `basic = constant + sum(coefficient * symbol)`. Cells are kept sorted by
/// symbol id so that every traversal has a fixed order.
struct TableauRow: Sendable, Equatable {
    struct Cell: Sendable, Equatable {
        var symbol: Symbol
        var coefficient: Double
    }

    private(set) var cells: [Cell] = []
    var constant: Double

    init(constant: Double = 0) { self.constant = constant }

    var isConstant: Bool { cells.isEmpty }

    private func index(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low + high) / 2
            if cells[mid].symbol.id < symbol.id { low = mid + 1 } else { high = mid }
        }
        return (low < cells.count && cells[low].symbol.id == symbol.id, low)
    }

    func coefficient(for symbol: Symbol) -> Double {
        let position = index(of: symbol)
        return position.found ? cells[position.index].coefficient : 0
    }

    /// Adds `coefficient * symbol`, dropping the cell when it cancels out.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let position = index(of: symbol)
        if position.found {
            let sum = cells[position.index].coefficient + coefficient
            if isNearZero(sum) { cells.remove(at: position.index) } else { cells[position.index].coefficient = sum }
        } else if !isNearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: position.index)
        }
    }

    /// Adds `coefficient * row` (constant included), dropping cells that cancel out.
    ///
    /// One merge of the two sorted cell lists, linear in their lengths: inserting cell by cell moved the tail of
    /// the array for every cell, quadratic in a row's length (nested stacks build rows of thousands of cells).
    mutating func insert(_ row: TableauRow, _ coefficient: Double = 1) {
        var ignored: [Symbol] = []
        merge(row, coefficient, skipping: nil, newSymbols: &ignored)
    }

    /// `insert(row, coefficient)` that also leaves out the cell at `skipped` (a substitution's own symbol), in the
    /// same pass, and appends to `newSymbols` every symbol the row did not have before.
    private mutating func merge(
        _ row: TableauRow, _ coefficient: Double, skipping skipped: Int?, newSymbols: inout [Symbol]
    ) {
        constant += row.constant * coefficient
        if let skipped, row.cells.count <= 1 { cells.remove(at: skipped) }
        if row.cells.isEmpty { return }
        if row.cells.count == 1 {
            let symbol = row.cells[0].symbol
            let countBefore = cells.count
            insert(symbol, row.cells[0].coefficient * coefficient)
            if cells.count > countBefore { newSymbols.append(symbol) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var mine = 0
        var theirs = 0
        while mine < cells.count || theirs < row.cells.count {
            let ownID = mine < cells.count ? cells[mine].symbol.id : Int.max
            let otherID = theirs < row.cells.count ? row.cells[theirs].symbol.id : Int.max
            if mine == skipped {
                mine += 1
            } else if ownID < otherID {
                merged.append(cells[mine])
                mine += 1
            } else if otherID < ownID {
                let added = row.cells[theirs].coefficient * coefficient
                if !isNearZero(added) {
                    merged.append(Cell(symbol: row.cells[theirs].symbol, coefficient: added))
                    newSymbols.append(row.cells[theirs].symbol)
                }
                theirs += 1
            } else {
                let sum = cells[mine].coefficient + row.cells[theirs].coefficient * coefficient
                if !isNearZero(sum) { merged.append(Cell(symbol: cells[mine].symbol, coefficient: sum)) }
                mine += 1
                theirs += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: Symbol) {
        let position = index(of: symbol)
        if position.found { cells.remove(at: position.index) }
    }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Rewrites `0 = constant + ... + c * symbol + ...` as `symbol = ...`; the symbol leaves the cells.
    mutating func solve(for symbol: Symbol) {
        let factor = -1.0 / coefficient(for: symbol)
        remove(symbol)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Rewrites `lhs = ... + c * rhs + ...` as `rhs = ...` (the pivot step).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side of `row`.
    mutating func substitute(_ symbol: Symbol, with row: TableauRow) {
        var ignored: [Symbol] = []
        substitute(symbol, with: row, newSymbols: &ignored)
    }

    /// Replaces `symbol` by the right side of `row`, appending to `newSymbols` the symbols that brought in.
    mutating func substitute(_ symbol: Symbol, with row: TableauRow, newSymbols: inout [Symbol]) {
        let position = index(of: symbol)
        guard position.found else { return }
        merge(row, cells[position.index].coefficient, skipping: position.index, newSymbols: &newSymbols)
    }
}

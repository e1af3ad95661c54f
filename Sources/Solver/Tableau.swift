/// The simplex tableau's rows, indexed by the id of their basic symbol, with two indexes the solver needs at every
/// pivot kept in step with every write:
/// - for each symbol, the rows that may contain it (a superset: a row that lost the symbol is dropped the next time
///   that column is read), so a substitution or a ratio test visits only the rows the symbol is in instead of the
///   whole tableau (stacks of many cells made that scan most of a layout's time);
/// - the restricted rows whose constant is negative, which every substitution reports to the dual simplex in
///   ascending id order.
///
/// Determinism: columns are read sorted by row id, so every visit happens in the order a scan of all rows had.
struct Tableau: Sendable {
    /// Row of each basic symbol, nil for a parametric one.
    private(set) var rows: [TableauRow?] = []
    /// Kind of each symbol, by id.
    private(set) var kinds: [SymbolKind] = []
    /// For each symbol id, ids of rows that contain it or once did (unsorted, possibly repeated).
    private var columns: [[Int]] = []
    /// Ids of the rows `isNegative` holds for.
    private var negativeRows: Set<Int> = []
    /// Entries in `columns`, and the count past which they are rebuilt from the rows (stale entries pile up when
    /// long rows are stored again and again; a rebuild keeps the index within a few times the tableau's size).
    private var columnEntries = 0
    private var columnEntryLimit = Tableau.minimumColumnEntryLimit
    /// Below this many entries the columns are never rebuilt (8 MiB of ids).
    private static let minimumColumnEntryLimit = 1 << 20

    var symbolCount: Int { kinds.count }

    /// A new symbol of `kind`, parametric, with the next id.
    mutating func appendSymbol(_ kind: SymbolKind) -> Symbol {
        let symbol = Symbol(id: kinds.count, kind: kind)
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        return symbol
    }

    /// Forgets every symbol from id `count` on (their rows included), undoing a failed constraint.
    mutating func truncate(to count: Int) {
        rows.removeLast(rows.count - count)
        kinds.removeLast(kinds.count - count)
        // Only the forgotten columns' entries leave the count (entries elsewhere naming forgotten rows are stale
        // ones, dropped when read): proportional to what is undone, not to the tableau.
        columnEntries -= columns[count...].reduce(0) { $0 + $1.count }
        columns.removeLast(columns.count - count)
        negativeRows = negativeRows.filter { $0 < count }
    }

    /// A restricted (non-external) row with a negative constant: one the dual simplex must pivot.
    private func isNegative(_ id: Int) -> Bool {
        guard let row = rows[id] else { return false }
        return kinds[id] != .external && row.constant < 0
    }

    /// Stores `row` as the row of symbol `id` (nil: the symbol becomes parametric).
    mutating func setRow(_ id: Int, _ row: TableauRow?) {
        rows[id] = row
        if let row { register(id, row.cells) }
        noteConstant(id)
    }

    /// Changes the row of symbol `id` in place (it must exist); `change` returns the symbols it brought into the row.
    mutating func updateRow(_ id: Int, _ change: (inout TableauRow) -> [Symbol]) {
        let added = change(&rows[id]!)
        for symbol in added { columns[symbol.id].append(id) }
        noteEntries(added.count)
        noteConstant(id)
    }

    private mutating func register(_ id: Int, _ cells: [TableauRow.Cell]) {
        for cell in cells { columns[cell.symbol.id].append(id) }
        noteEntries(cells.count)
    }

    /// Counts `added` new column entries, and rebuilds every column from the rows when they pass the limit.
    private mutating func noteEntries(_ added: Int) {
        columnEntries += added
        guard columnEntries > columnEntryLimit else { return }
        for symbol in columns.indices { columns[symbol].removeAll(keepingCapacity: false) }
        columnEntries = 0
        for id in rows.indices {
            guard let row = rows[id] else { continue }
            for cell in row.cells { columns[cell.symbol.id].append(id) }
            columnEntries += row.cells.count
        }
        columnEntryLimit = max(Self.minimumColumnEntryLimit, 4 * columnEntries)
    }

    private mutating func noteConstant(_ id: Int) {
        if isNegative(id) { negativeRows.insert(id) } else { negativeRows.remove(id) }
    }

    /// Ids of the rows that contain `symbol`, ascending; drops stale entries from the column as it reads it.
    mutating func rowsContaining(_ symbol: Symbol) -> [Int] {
        let live = liveRows(symbol)
        columnEntries -= columns[symbol.id].count - live.count
        columns[symbol.id] = live
        return live
    }

    /// `rowsContaining` without the clean-up, for readers that do not mutate.
    func liveRows(_ symbol: Symbol) -> [Int] {
        var live: [Int] = []
        var previous = -1
        for id in columns[symbol.id].sorted() where id != previous {
            previous = id
            if id < rows.count, let row = rows[id], row.coefficient(for: symbol) != 0 { live.append(id) }
        }
        return live
    }

    /// Ids of the restricted rows with a negative constant, ascending.
    var negativeRowIDs: [Int] { negativeRows.sorted() }
}

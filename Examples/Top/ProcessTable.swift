import CollectionView
import ListDiff

/// One row: a process, identified by its pid (not by the whole value, or
/// every change of its load would be a delete and an insert).
struct Process: Differentiable, Equatable, Sendable {
    let pid: Int
    let name: String
    var cpu: Int  // tenths of a percent
    var differenceIdentifier: Int { pid }
    var text: String { Self.columns.line(["\(pid)", name, "\(cpu / 10).\(cpu % 10)%"]) }

    /// pid, name, load: 6, 16 and 6 cells, the load against the right edge.
    static let columns = TextColumns(widths: [6, 16, 6], alignments: [.leading, .leading, .trailing], spacing: 0)
}

/// A process table that changes like a real one: loads drift, one process exits, one starts.
struct ProcessTable: Sendable {
    private(set) var processes: [Process] = []
    private var nextPID = 100
    static let names = ["swift-frontend", "clang", "postgres", "nginx", "redis", "node", "python3", "sshd", "tmux"]

    init(count: Int, using random: inout some RandomNumberGenerator) {
        for _ in 0..<count { spawn(using: &random) }
    }

    mutating func tick(using random: inout some RandomNumberGenerator) {
        for i in processes.indices { processes[i].cpu = min(max(processes[i].cpu + Int.random(in: -120...120, using: &random), 0), 999) }
        processes.remove(at: Int.random(in: processes.indices, using: &random))
        spawn(using: &random)
    }

    private mutating func spawn(using random: inout some RandomNumberGenerator) {
        let name = Self.names.randomElement(using: &random) ?? "init"
        processes.append(Process(pid: nextPID, name: name, cpu: Int.random(in: 0...400, using: &random)))
        nextPID += 1
    }

    /// Busy (≥ 20 %), active (≥ 2 %) and idle processes, each by load, highest first.
    var sections: [ListSection<String, Process>] {
        let ranked = processes.sorted { ($0.cpu, $1.pid) > ($1.cpu, $0.pid) }
        return [("busy", 200...999), ("active", 20...199), ("idle", 0...19)].map { title, range in
            ListSection(model: title, items: ranked.filter { range.contains($0.cpu) })
        }.filter { !$0.items.isEmpty }
    }
}

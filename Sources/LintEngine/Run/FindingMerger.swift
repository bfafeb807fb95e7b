import A11yCore
import Hierarchy

/// Merges the findings several environments share into one that lists them all. Findings of two
/// environments are the same when rule, position, scope and subject are (the n-th such finding of
/// one environment with the n-th of another): the message of the first environment is kept, as
/// messages may name an environment's masks or size classes.
///
/// A finding located in a file of program code (a Swift line: an orientation override UIKit
/// ignores) is one mistake however many scenes show the class: there, scope and subject do not
/// count, and one environment's findings of the same rule, position and message are one.
enum FindingMerger {
    /// What makes findings of two environments candidates for one: the same rule, position,
    /// scope and subject; rule and position only for a finding located in code.
    private struct Identity: Hashable {
        let rule: String
        let location: SourceLocation
        let scope: String
        let subject: String

        init(_ finding: Finding, isInCode: Bool) {
            rule = finding.ruleID
            location = finding.location
            scope = isInCode ? "" : finding.scope
            subject = isInCode ? "" : finding.subject
        }

        /// Hashes the position only: findings at one position rarely differ in the rest, and
        /// `==` still tells them apart, so this skips hashing three strings per finding.
        func hash(into hasher: inout Hasher) {
            hasher.combine(location)
        }
    }

    /// Where a finding of the environment being read is: `perRule[rule][environment][index]`.
    private struct Position {
        let rule: Int
        let index: Int
    }

    /// The findings of one identity: where its first, second, ... finding went in the merged list,
    /// and where the distinct findings of the environment being read are (positions, not copies).
    private struct Group {
        var mergedIndices: [Int] = []
        var environment: Int
        var distinctInEnvironment: [Position] = []
        /// For findings in code, the messages of ``distinctInEnvironment``: a line of code one
        /// environment reports for many scenes, each naming its own view controller, has many
        /// distinct messages, which a list compared one by one.
        var messagesInEnvironment: Set<String> = []
        /// True for findings located in code, which repeat one another when their messages are
        /// the same (whatever their scope and subject).
        let isInCode: Bool

        init(environment: Int, isInCode: Bool) {
            self.environment = environment
            self.isInCode = isInCode
        }

        /// The occurrence the finding at `position` is among this environment's distinct findings
        /// of the identity, or nil when it repeats one of them (one environment reports a screen
        /// once even when several scenes show it, and a line of code once even when several
        /// scenes show its class).
        mutating func occurrence(of position: Position, in environment: Int, _ perRule: [[[Finding]]]) -> Int? {
            if environment != self.environment {
                self.environment = environment
                distinctInEnvironment.removeAll(keepingCapacity: true)
                messagesInEnvironment.removeAll(keepingCapacity: true)
            }
            let found = perRule[position.rule][environment]
            if isInCode {
                guard messagesInEnvironment.insert(found[position.index].message).inserted else { return nil }
            } else if distinctInEnvironment.contains(where: { other in
                // Read in place: binding each finding copied it, retaining its strings.
                perRule[other.rule][environment][other.index] == found[position.index]
            }) {
                return nil
            }
            distinctInEnvironment.append(position)
            return distinctInEnvironment.count - 1
        }
    }

    /// Findings in first-seen order (environment by environment, rule by rule), each listing the
    /// names of the environments it was found in. `perRule[r][e]` holds what rule `r` found in
    /// environment `e`, whose name is `environmentNames[e]`; `codeFiles` are the paths of the
    /// run's files of program code, as the findings' locations name them.
    ///
    /// Findings at two positions are never one, so the positions are split into shards merged on
    /// all cores, and the shards' findings put back in first-seen order. `perRule` is let go on all
    /// cores too: a lint's are some hundred thousand findings, whose strings one thread freed.
    static func merge(_ perRule: consuming [[[Finding]]], environmentNames: [String], codeFiles: Set<String> = []) -> [Finding] {
        let shards = mergeShards(perRule, environmentCount: environmentNames.count, codeFiles: codeFiles)
        perRule.concurrentModify { $0 = [] }
        let all = Array(shards.joined())
        // Sorts indices, not findings: each finding is copied once, into place.
        return all.indices.sorted { all[$0].firstSeen < all[$1].firstSeen }.map { index in
            var finding = all[index].finding
            finding.environments = all[index].environments.map { environmentNames[$0] }
            return finding
        }
    }

    /// The merged findings of every shard, the shards merged on all cores.
    private static func mergeShards(_ perRule: [[[Finding]]], environmentCount: Int, codeFiles: Set<String>) -> [[ShardFinding]] {
        Array(0..<shardCount).concurrentMap { shard in
            mergeShard(shard, perRule, environmentCount: environmentCount, codeFiles: codeFiles)
        }
    }

    /// How many shards the positions are split into: enough for every core to find work.
    private static let shardCount = 16

    /// The shard of the findings at `line` and `column`.
    private static func shard(line: Int, column: Int) -> Int {
        Int(UInt(bitPattern: line &* 31 &+ column) % UInt(shardCount))
    }

    /// One merged finding of a shard: its first finding's place among every finding read
    /// (environment by environment, rule by rule), and the environments it was found in, in
    /// increasing order.
    private struct ShardFinding {
        let firstSeen: Int
        let finding: Finding
        var environments: [Int]
    }

    /// The merged findings at the positions of shard `shard`.
    private static func mergeShard(_ shard: Int, _ perRule: [[[Finding]]], environmentCount: Int,
                                   codeFiles: Set<String>) -> [ShardFinding] {
        var merged: [ShardFinding] = []
        var groups: [Group] = []
        var groupIndex: [Identity: Int] = [:]
        var seen = 0
        // Whether the file of the last finding read is one of program code: findings come file
        // by file, and the answer hashes the file's path.
        var lastFile: (location: SourceLocation, isCode: Bool)?
        for environment in 0..<environmentCount {
            for (rule, ruleFindings) in perRule.enumerated() {
                let found = ruleFindings[environment]
                for offset in found.indices {
                    seen += 1
                    // Every shard reads every finding: its position is read in place, and only a
                    // finding of this shard is copied.
                    guard Self.shard(line: found[offset].location.line, column: found[offset].location.column) == shard else { continue }
                    let finding = found[offset]
                    let located: Bool
                    if let last = lastFile, last.location.isInSameFile(as: finding.location) {
                        located = last.isCode
                    } else {
                        located = !codeFiles.isEmpty && codeFiles.contains(finding.location.file)
                        lastFile = (finding.location, located)
                    }
                    let identity = Identity(finding, isInCode: located)
                    let group: Int
                    if let known = groupIndex[identity] {
                        group = known
                    } else {
                        group = groups.count
                        groupIndex[identity] = group
                        groups.append(Group(environment: environment, isInCode: located))
                    }
                    guard let occurrence = groups[group].occurrence(of: Position(rule: rule, index: offset), in: environment,
                                                                       perRule) else { continue }
                    if occurrence < groups[group].mergedIndices.count {
                        let index = groups[group].mergedIndices[occurrence]
                        if merged[index].environments.last != environment { merged[index].environments.append(environment) }
                    } else {
                        groups[group].mergedIndices.append(merged.count)
                        merged.append(ShardFinding(firstSeen: seen, finding: finding, environments: [environment]))
                    }
                }
            }
        }
        return merged
    }

    /// Sorted by file, line, column and rule; ties keep their order.
    static func sorted(_ findings: [Finding]) -> [Finding] {
        // Sorts indices, not findings: each finding is copied once, into place.
        findings.indices.sorted { lhs, rhs in
            let left = (findings[lhs].location, findings[lhs].ruleID), right = (findings[rhs].location, findings[rhs].ruleID)
            return left < right || (left == right && lhs < rhs)
        }.map { findings[$0] }
    }
}

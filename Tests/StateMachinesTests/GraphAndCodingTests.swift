import Foundation
import StateMachines
import Testing

@Suite("StateMachine: graph export")
struct GraphTests {
    @Test func theGraphListsStatesInitialStateAndEveryDeclaredEdge() {
        let graph = playerDefinition().graph
        #expect(graph.states == ["idle", "playing", "paused"])
        #expect(graph.initialState == "idle")
        #expect(graph.edges.map { "\($0.from) -\($0.label)-> \($0.to)" } == [
            "idle -play [guard]-> playing",
            "playing -seek [guard]-> playing",
            "playing -pause-> paused",
            "playing -stop-> idle",
            "paused -resume-> playing",
            "paused -pause-> paused",
            "paused -stop-> idle",
        ])
    }

    @Test func mermaidExportIsAStateDiagram() {
        #expect(matterDefinition().graph.mermaid == """
            stateDiagram-v2
                [*] --> solid
                solid --> liquid: melt
                liquid --> solid: freeze
                liquid --> gas: vaporize
                gas --> liquid: condense

            """)
    }

    @Test func dotExportIsADirectedGraph() {
        #expect(matterDefinition().graph.dot == """
            digraph StateMachine {
                rankdir=LR;
                node [shape=box, style=rounded];
                __start [shape=point, label=""];
                __start -> "solid";
                "solid";
                "liquid";
                "gas";
                "solid" -> "liquid" [label="melt"];
                "liquid" -> "solid" [label="freeze"];
                "liquid" -> "gas" [label="vaporize"];
                "gas" -> "liquid" [label="condense"];
            }

            """)
    }

    @Test func namesThatAreNotIdentifiersAreAliasedInMermaidAndEscapedInDot() {
        let definition = StateMachine<String, String, Never>.Definition(initial: "a b") { machine in
            machine.state(CasePattern("a b") { $0 == "a b" ? () : nil }) { state in
                state.on(CasePattern("go: \"now\"") { $0 == "go" ? () : nil }) { _, _ in .stay() }
            }
        }
        let graph = definition.graph
        #expect(graph.mermaid.contains("state \"a b\" as s0"))
        #expect(graph.mermaid.contains("s0 --> s0: go#58; \"now\""))
        #expect(graph.dot.contains(#""a b" -> "a b" [label="go: \"now\""];"#))
    }

    @Test func aMermaidAliasIsNeverAnotherStatesName() {
        let definition = StateMachine<String, String, Never>.Definition(initial: "a b") { machine in
            machine.state(CasePattern("a b") { $0 == "a b" ? () : nil }) { state in
                state.on(CasePattern("go") { $0 == "go" ? () : nil }, to: CasePattern("s0") { $0 == "s0" ? () : nil }) {
                    _, _ in .transition(to: "s0")
                }
            }
        }
        let mermaid = definition.graph.mermaid
        #expect(mermaid.contains("state \"a b\" as s0_"))
        #expect(mermaid.contains("s0_ --> s0: go"))
    }
}

@Suite("StateMachine: Codable state")
struct CodingTests {
    @Test func aMachineRoundTripsThroughJSONAndKeepsWorking() throws {
        let definition = playerDefinition()
        let machine = PlayerMachine(definition)
        machine.transition(on: .play("intro"))
        machine.transition(on: .seek(30))
        machine.transition(on: .pause)

        let data = try JSONEncoder().encode(machine)
        let restored = try JSONDecoder().decode(RestoredPlayer.self, from: data).machine

        #expect(restored.state == .paused(track: "intro", at: 30))
        #expect(restored.transition(on: .resume).isValid)
        #expect(restored.state == .playing(track: "intro", at: 30))
    }

    @Test func corruptStateDataIsADecodingErrorNotACrash() {
        let json = Data(#"{"state": {"flying": {}}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(RestoredPlayer.self, from: json) }
    }
}

/// How an app restores a machine: decode with the definition it owns.
private struct RestoredPlayer: Decodable {
    let machine: PlayerMachine
    init(from decoder: any Decoder) throws {
        machine = try PlayerMachine(from: decoder, definition: playerDefinition())
    }
}

import StateMachines
import Testing

@Suite("StateMachine: transitions and their reports")
struct TransitionTests {
    @Test func aValidTransitionReportsFromEventToAndSideEffectAndMoves() {
        let machine = MatterMachine(matterDefinition())
        let result = machine.transition(on: .melt)
        #expect(result == .valid(from: .solid, event: .melt, to: .liquid, sideEffect: .logMelted))
        #expect(result.isValid)
        #expect(machine.state == .liquid)
    }

    @Test func anInvalidEventIsReportedAndLeavesTheStateUnchanged() {
        let machine = MatterMachine(matterDefinition())
        let result = machine.transition(on: .freeze)
        #expect(result == .invalid(from: .solid, event: .freeze,
                                   reason: .noRule(state: "solid", event: "freeze")))
        #expect(!result.isValid)
        #expect(result.to == .solid)
        #expect(result.sideEffect == nil)
        #expect(machine.state == .solid)
    }

    @Test func aSequenceOfEventsFollowsTheRules() {
        let machine = MatterMachine(matterDefinition())
        let effects = [PhaseEvent.melt, .vaporize, .condense, .freeze, .condense].map {
            machine.transition(on: $0).sideEffect
        }
        #expect(effects == [.logMelted, .logVaporized, .logCondensed, .logFrozen, nil])
        #expect(machine.state == .solid)
    }

    @Test func payloadsOfStateAndEventReachTheRule() {
        let machine = PlayerMachine(playerDefinition())
        #expect(machine.transition(on: .play("song")).sideEffect == .started("song"))
        machine.transition(on: .seek(42))
        #expect(machine.state == .playing(track: "song", at: 42))
        machine.transition(on: .pause)
        #expect(machine.state == .paused(track: "song", at: 42))
        machine.transition(on: .resume)
        #expect(machine.state == .playing(track: "song", at: 42))
    }

    @Test func aStayIsValidAndKeepsTheState() {
        let machine = PlayerMachine(playerDefinition(), state: .paused(track: "a", at: 1))
        #expect(machine.transition(on: .pause) == .valid(from: .paused(track: "a", at: 1), event: .pause,
                                                         to: .paused(track: "a", at: 1), sideEffect: nil))
    }

    @Test func aMoveToAnUndeclaredTargetIsRefusedAsInvalid() {
        let machine = MatterMachine(initial: .solid) { machine in
            machine.state(.solid) { solid in
                // Declares liquid but moves to gas: a definition bug the machine must not hide.
                solid.on(.melt, to: .exactly(.liquid)) { .transition(to: .gas) }
                // No targets: only the same case is allowed.
                solid.on(.freeze) { .transition(to: .liquid) }
            }
        }
        #expect(machine.transition(on: .melt).reasonIfInvalid == .undeclaredTarget(state: "solid", event: "melt"))
        #expect(machine.transition(on: .freeze).reasonIfInvalid == .undeclaredTarget(state: "solid", event: "freeze"))
        #expect(machine.state == .solid)
    }

    @Test func aStateMatchingNoDeclaredStateMakesEveryEventInvalid() {
        let machine = MatterMachine(initial: .solid) { machine in
            machine.state(.solid) { $0.on(.melt, to: .exactly(.liquid)) { .transition(to: .liquid) } }
        }
        let restored = MatterMachine(machine.definition, state: .gas)
        #expect(restored.transition(on: .melt).reasonIfInvalid == .unknownState)
        #expect(restored.state == .gas)
    }

    @Test func invalidReasonsDescribeTheStateAndEvent() {
        #expect(InvalidTransitionReason.noRule(state: "solid", event: "freeze").description
                == "event 'freeze' is not accepted in state 'solid'")
        #expect(InvalidTransitionReason.guardRejected(state: "idle", event: "play").description
                == "every guard rejected event 'play' in state 'idle'")
    }
}

@Suite("StateMachine: guards")
struct GuardTests {
    @Test func aGuardThatRejectsThePayloadMakesTheEventInvalid() {
        let machine = PlayerMachine(playerDefinition())
        let result = machine.transition(on: .play(""))
        #expect(result == .invalid(from: .idle, event: .play(""),
                                   reason: .guardRejected(state: "idle", event: "play")))
        #expect(machine.state == .idle)
    }

    @Test func guardsChooseBetweenRulesForTheSameEvent() {
        let machine = PlayerMachine(playerDefinition(), state: .playing(track: "t", at: 5))
        machine.transition(on: .seek(9))
        #expect(machine.state == .playing(track: "t", at: 9))
        machine.transition(on: .seek(-3))
        #expect(machine.state == .playing(track: "t", at: 0))
    }
}

extension StateTransition {
    var reasonIfInvalid: InvalidTransitionReason? {
        if case .invalid(_, _, let reason) = self { reason } else { nil }
    }
}

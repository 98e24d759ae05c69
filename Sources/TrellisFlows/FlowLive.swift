import TrellisElements

/// A flow driven by a person in real time (the storybook's running canvas) rather than by a
/// script: the caller says what time it is on the flow's clock and hands over each input as it
/// comes. The clock only moves forward; what moves by itself meanwhile is stepped frame by frame.
extension Flow {
    /// Seconds on the flow's clock now.
    public nonisolated var clockTime: Double { core.clockTime }

    /// Moves the clock forward to `time` seconds (frame by frame while something moves; a time in
    /// the past changes nothing) and shows the feature's latest state.
    public func advance(to time: Double) async {
        let now = core.clockTime
        guard time > now + 1e-9 else { return await settle() }
        await advance(by: .nanoseconds(Int64(((time - now) * 1e9).rounded())))
    }

    /// Gives `input` to the runtime at `time` seconds on the clock (moving it there first) and
    /// shows what the feature made of it.
    public func feed(_ input: RuntimeInput, at time: Double) async {
        await advance(to: time)
        await core.input(input)
        await settle()
    }
}

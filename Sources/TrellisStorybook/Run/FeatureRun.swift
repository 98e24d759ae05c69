import CairoRender
import Foundation
import JSONPaths
import PropsJSON
import Render
import TrellisElements
import CairoHosting
import TrellisCairo
import TrellisCatalog
import TrellisFlows
import TrellisSessions

/// One feature running for one page of the storybook: a ``Flow`` on a virtual clock that follows
/// real time while the page asks (each tick or input moves it by the real time since the last,
/// at most `GalleryLimits.maxClockStep`, so a page in the background pauses it), recorded as a
/// session from its start — the timeline the page scrubs, exports and continues from.
///
/// Threading: an actor; a run's inputs are applied one at a time, in the order they arrive.
actor FeatureRun {
    nonisolated let id: String
    private let catalog: Catalog
    let renderer: ScreenRenderer
    private let limits: GalleryLimits
    private(set) var flow: Flow
    /// The live canvas following this run (one at a time): its number and how to end its stream.
    var canvas: (number: Int, end: @Sendable (CanvasEnd) -> Void)?
    private(set) var recorder: SessionRecorder
    private var lastReal: ContinuousClock.Instant
    /// When a page last spoke to it (idle runs are closed).
    private(set) var lastUsed: ContinuousClock.Instant
    /// The last frame drawn, by the runtime's instruction count when it was drawn.
    private var frame: (instructions: Int, png: [UInt8])?
    /// Revisions drawn again lately, newest last (stepping back and forth draws each once).
    private var drawnRevisions: [(index: Int, png: [UInt8])] = []
    /// The runtime past revisions are drawn on.
    private var scrubScreen: (ScreenRuntime, CairoScreenHost)?
    /// The last two revisions drawn as patches, newest last: the one the page's canvas shows and
    /// the one it asked for, so a scrub sends only the pixels that differ between them
    /// (`GalleryLimits.maxRuns` × two bitmaps at most: 2 × 11 MB on an iPhone X at 3x).
    private var patchBases: [(index: Int, bitmap: Bitmap)] = []

    /// The sample a plain screen's run shows (`nil` for a feature's).
    let sample: String?

    init(id: String, flow: Flow, recorder: SessionRecorder, catalog: Catalog, renderer: ScreenRenderer, limits: GalleryLimits,
         sample: String? = nil) {
        self.id = id
        self.sample = sample
        self.flow = flow
        self.recorder = recorder
        self.catalog = catalog
        self.renderer = renderer
        self.limits = limits
        lastReal = .now
        lastUsed = .now
    }

    // MARK: - Running

    /// Moves the clock by the real time since the last tick or input (bounded).
    func tick() async -> JSONValue {
        await flow.advance(to: clockNow())
        return await status()
    }

    /// Applies one input at the time it arrives.
    func input(_ input: RunInput) async throws(GalleryError) -> JSONValue {
        let time = clockNow()
        switch input {
        case .pointer(let phase, let point):
            await flow.feed(.pointer(PointerEvent(phase, at: point)), at: time)
        case .wheel(let delta, let point):
            await flow.feed(.scroll(at: point, by: delta), at: time)
        case .text(let text):
            guard await flow.core.isEditing else { throw GalleryError(.unprocessableContent, "text: no text field is focused") }
            await flow.feed(.edit(.insert(text)), at: time)
        case .key(let key):
            guard await flow.core.isEditing else { throw GalleryError(.unprocessableContent, "key \(key.rawValue): no text field is focused") }
            await flow.feed(.key(key), at: time)
        case .step(let step):
            await flow.advance(to: time)
            do {
                try await flow.run(step)
            } catch {
                throw GalleryError(.unprocessableContent, "step \(step.json.jsonText): \(error)")
            }
            // A step runs on the virtual clock; real time starts again from where it ended.
            lastReal = .now
        }
        return await status()
    }

    /// The clock's time for now: the real time since the last call added, at most a step.
    private func clockNow() -> Double {
        let now = ContinuousClock.now
        let elapsed = min((now - lastReal).seconds, limits.maxClockStep)
        lastReal = now
        lastUsed = now
        return flow.clockTime + max(0, elapsed)
    }

    /// What the page shows beside the canvas: `{"id", "feature", "scenario", "screen", "time",
    /// "revisions", "frame", "animating", "settling", "focus", "secure", "device": {…}, "warnings": […]}`:
    /// `animating` while frames are drawn (an ambient motion, such as the running timer's ring,
    /// included), `settling` while something is still on its way to rest; the warnings are the
    /// feature's Command-identity diagnostics.
    func status() async -> JSONValue {
        // Asked on every tick: the recording's counts, not a copy of its events.
        let core = flow.core
        let counts = recorder.counts
        let start: [(String, JSONValue)] = if let feature = flow.feature {
            [("feature", .string(feature.feature.name)), ("scenario", .string(feature.scenario))]
        } else {
            sample.map { [("sample", JSONValue.string($0))] } ?? []
        }
        let device = flow.configuration.deviceConfiguration
        return .object([("id", .string(id)), ("screen", .string(flow.entry.name))] + start + [
            ("time", .number(flow.clockTime)),
            ("revisions", .number(Double(counts.revisions))),
            ("dropped", .number(Double(counts.dropped))),
            ("frame", .number(Double(await core.instructionCount))),
            ("animating", .bool(await core.isAnimating)),
            ("settling", .bool(await core.isSettling)),
            ("focus", await core.focusedField.map(JSONValue.string) ?? .null),
            ("secure", .bool(await core.isEditingSecureField)),
            ("device", .object([("name", .string(flow.configuration.device.name)), ("width", .number(device.size.width)),
                                ("height", .number(device.size.height)), ("scale", .number(device.scale))])),
            ("warnings", .array((flow.feature?.commandIdentityDiagnostics ?? []).map { .string($0.description) })),
        ])
    }

    /// The screen as it is now, as PNG bytes (drawn again only when the mounted views changed).
    func framePNG() async -> [UInt8] {
        lastUsed = .now
        let instructions = await flow.core.instructionCount
        if let frame, frame.instructions == instructions { return frame.png }
        let png = await flow.png().png
        frame = (instructions, png)
        return png
    }

    /// The views on screen a page can aim at: every keyed view and every view with a tap or a
    /// field, frames in screen points.
    func targets() async -> JSONValue {
        .array(await flow.mounted.targetViews.map(\.json))
    }

    // MARK: - The timeline

    /// `{"revisions": [{"index", "event", "time", "causes": [text]}], "events": N, "dropped": N}`:
    /// each revision with what led to it since the one before (the flow step, the Commands
    /// performed and the last input, as the session file spells them).
    func timeline() -> JSONValue {
        lastUsed = .now
        let session = recorder.session
        var revisions: [(event: Int, time: Double, causes: [String])] = []
        var causes: [String] = []
        var lastInput: String?
        // A Command performed by the input that made a revision is recorded just after it.
        var afterRevision = false
        for (index, event) in session.events.enumerated() {
            switch event.kind {
            case .step(let step, _):
                causes.append("step " + step.jsonText)
                afterRevision = false
            case .command(let name, let value):
                let text = "⌘ " + name + (value.map { "(\($0))" } ?? "")
                if afterRevision, let last = revisions.indices.last, revisions[last].time == event.time {
                    revisions[last].causes.append(text)
                } else {
                    causes.append(text)
                }
            case .input(.frame, _): break
            case .input:
                lastInput = Self.inputText(of: event)
                afterRevision = false
            case .props:
                if causes.isEmpty, let lastInput { causes.append(lastInput) }
                revisions.append((index, event.time, revisions.isEmpty && causes.isEmpty ? ["start"] : causes))
                causes = []
                lastInput = nil
                afterRevision = true
            case .state, .picture: break
            }
        }
        let list = revisions.enumerated().map { number, revision in
            JSONValue.object([("index", .number(Double(number))), ("event", .number(Double(revision.event))),
                              ("time", .number(revision.time)), ("causes", .array(revision.causes.map(JSONValue.string)))])
        }
        return .object([("revisions", .array(list)), ("events", .number(Double(session.events.count))),
                        ("dropped", .number(Double(session.dropped)))])
    }

    /// An input as the session file writes it, without its time: `input {"pointer":…}`.
    private static func inputText(of event: SessionEvent) -> String {
        guard case .object(let members) = event.json, let input = members.first(where: { $0.0 == "input" })?.1 else { return "input" }
        return "input " + input.jsonText
    }

    /// The Props JSON of revision `index` (Commands by name, secrets redacted).
    func revisionProps(_ index: Int) throws(GalleryError) -> JSONValue {
        lastUsed = .now
        let revisions = recorder.session.revisions
        guard revisions.indices.contains(index) else {
            throw GalleryError(.notFound, "revision \(index): the timeline holds revisions 0 to \(revisions.count - 1)")
        }
        return revisions[index].props
    }

    /// Revision `index` drawn again from its Props, on the run's device and fonts: exactly what
    /// the canvas showed then (a secure field's text is drawn from its redaction).
    func revisionPNG(_ index: Int) async throws(GalleryError) -> [UInt8] {
        if let drawn = drawnRevisions.first(where: { $0.index == index }) { return drawn.png }
        let png = try await drawRevision(index).pngData()
        drawnRevisions.append((index, png))
        if drawnRevisions.count > 32 { drawnRevisions.removeFirst() }
        return png
    }

    /// Revision `index` as a patch over revision `shown`, the picture the page's canvas holds: the
    /// rectangle of pixels that differ (nil when none does) and the size of the whole picture.
    /// Over a revision this run has not just drawn (or none), the patch is the whole picture.
    /// Drawn over the canvas, the patch leaves exactly ``revisionPNG(_:)``'s pixels.
    func revisionPatch(_ index: Int, over shown: Int?) async throws(GalleryError) -> RevisionPatch {
        let bitmap: Bitmap
        if let drawn = patchBases.first(where: { $0.index == index }) {
            bitmap = drawn.bitmap
        } else {
            bitmap = try await drawRevision(index)
        }
        let base = shown.flatMap { shown in patchBases.first(where: { $0.index == shown })?.bitmap }
        let rect = base.map { bitmap.changedRect(from: $0) } ?? PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
        patchBases.removeAll { $0.index == index || $0.index != shown }
        patchBases.append((index, bitmap))
        return RevisionPatch(rect: rect, width: bitmap.width, height: bitmap.height,
                             png: rect.map { bitmap.cropped(to: $0).pngData() } ?? [])
    }

    private func drawRevision(_ index: Int) async throws(GalleryError) -> Bitmap {
        let data = Data(try revisionProps(index).serialized(pretty: false))
        let entry = flow.entry
        // A past revision names Commands the screen may no longer offer (Start, once running):
        // they are re-attached from the Props now, else from a sample that has them (what
        // decoding does). A picture performs none of them.
        let props: ScreenProps
        do {
            props = try entry.props(fromJSON: data, commandsOf: await flow.props, strict: false)
        } catch {
            throw GalleryError(.unprocessableContent, "revision \(index): \(error)")
        }
        do {
            // One screen runtime draws every revision scrubbed to: each is its Props set on it
            // without animation, which lays out and draws as a fresh runtime would.
            if let (screen, host) = scrubScreen {
                try await screen.setProps(props)
                return await host.rendering().bitmap
            }
            let (screen, host) = try await renderer.runtime(entry, props: props, on: flow.configuration)
            scrubScreen = (screen, host)
            return await host.rendering().bitmap
        } catch {
            throw GalleryError(.unprocessableContent, "revision \(index): \(error)")
        }
    }

    /// The differences from revision `from` to revision `to`, by JSON path.
    func difference(from: Int, to: Int) throws(GalleryError) -> JSONValue {
        let old = try revisionProps(from), new = try revisionProps(to)
        return .array(old.differences(to: new).map { difference in
            .object([("path", .string(difference.path.description)), ("old", difference.old ?? .null),
                     ("new", difference.new ?? .null)])
        })
    }

    /// The session so far as a session file (what `trellis replay` reads).
    func sessionFile() -> [UInt8] {
        lastUsed = .now
        return recorder.session.fileBytes()
    }

    /// Continues from revision `index`: the recorded inputs up to it are played again on a fresh
    /// runtime (deterministic: the same Props and, where it is recorded, the same state), the rest
    /// of the timeline is dropped, and the feature runs on from there.
    func continueFrom(_ index: Int) async throws(GalleryError) -> JSONValue {
        let session = recorder.session
        let revisions = session.revisions
        guard revisions.indices.contains(index) else {
            throw GalleryError(.notFound, "revision \(index): the timeline holds revisions 0 to \(revisions.count - 1)")
        }
        // Up to the revision and its state, not the inputs after it.
        var last = revisions[index].event
        if session.events.indices.contains(last + 1), case .state = session.events[last + 1].kind { last += 1 }
        let resumed = try await Self.resume(session, through: last, in: catalog, "continue from revision \(index)")
        // The live canvas follows the new runtime: its page reconnects and starts from its tree.
        canvas?.end(.restarted)
        canvas = nil
        await close()
        flow = resumed.flow
        recorder = resumed.recorder
        frame = nil
        drawnRevisions = []
        patchBases = []
        scrubScreen = nil
        lastReal = .now
        lastUsed = .now
        return await status()
    }

    /// `SessionReplay.resume`, its errors as the gallery answers them (422, the session's JSON path).
    static func resume(_ session: Session, through last: Int, in catalog: Catalog, _ context: String) async throws(GalleryError)
        -> (flow: Flow, recorder: SessionRecorder) {
        do {
            return try await SessionReplay.resume(session, through: last, in: catalog)
        } catch let error as SessionError {
            throw GalleryError(session: error, context)
        } catch {
            throw GalleryError(.unprocessableContent, "\(context): \(error)")
        }
    }

    /// Stops recording and closes the runtime.
    func close() async {
        canvas?.end(.stopped)
        canvas = nil
        await scrubScreen?.0.core.close()
        await recorder.stop()
        await flow.core.close()
    }
}

extension GalleryError {
    /// A session that cannot be used: 422 with the session's JSON path.
    init(session error: SessionError, _ context: String) {
        self.init(.unprocessableContent, "\(context): \(error.description)")
        path = error.path
        line = error.line
        column = error.column
    }
}

import Foundation
import TrellisElements
import TrellisCairo
import TrellisCatalog
import TrellisFlows
import TrellisSessions

/// The features the storybook's pages are running, by id: at most `GalleryLimits.maxRuns` at
/// once; a run no page spoke to for `GalleryLimits.runIdleTimeout` is closed when room is needed
/// and on every start.
///
/// Threading: an actor; each run is an actor of its own, so runs do not wait for each other.
actor FeatureRuns {
    private let catalog: Catalog
    private let renderer: ScreenRenderer
    private let limits: GalleryLimits
    private var runs: [String: FeatureRun] = [:]

    init(catalog: Catalog, renderer: ScreenRenderer, limits: GalleryLimits) {
        self.catalog = catalog
        self.renderer = renderer
        self.limits = limits
    }

    /// Starts feature `name` in `scenario` (nil: its first) on `configuration`, recorded.
    /// - Throws: `GalleryError` — 404 for an unknown feature or scenario, 503 when
    ///   `maxRuns` runs are in use.
    func start(_ name: String, scenario: String?, on configuration: DisplayConfiguration) async throws(GalleryError) -> FeatureRun {
        let feature: FeatureEntry
        do {
            feature = try catalog.feature(named: name)
        } catch {
            throw GalleryError(.notFound, "run: \(error.description)")
        }
        try await makeRoom()
        let flow: Flow
        do {
            flow = try await Flow.start(feature, scenario: scenario, on: configuration, renderer: renderer)
        } catch {
            throw GalleryError(.notFound, "run: \(error.description)")
        }
        return add(flow: flow, recorder: await flow.record(limits: limits.runSession))
    }

    /// A run of the plain screen `name` showing its sample `sample` (its first when `nil`): no
    /// feature behind it, so its Commands only log, but it scrolls, types and animates as any
    /// screen does, and its live canvas shows the sample beside the PNG.
    func start(screen name: String, sample: String?, on configuration: DisplayConfiguration) async throws(GalleryError) -> FeatureRun {
        let entry: CatalogEntry
        let props: ScreenProps
        let sampleName: String
        do {
            entry = try catalog.entry(named: name)
            sampleName = sample ?? entry.sampleNames.first ?? ""
            props = try entry.sample(named: sampleName)
        } catch {
            throw GalleryError(.notFound, "run: \(error.description)")
        }
        try await makeRoom()
        let flow: Flow
        do {
            flow = try await Flow.start(entry, props: props, on: configuration, renderer: renderer)
        } catch {
            throw GalleryError(.notFound, "run: \(error.description)")
        }
        return add(flow: flow, recorder: await flow.record(sample: sampleName, limits: limits.runSession), sample: sampleName)
    }

    /// A run of `session` played again to its end on the feature as it is now (an imported file):
    /// its timeline is the replay's, and the feature runs on from there.
    /// - Throws: `GalleryError` (422) naming the session's JSON path when it cannot be replayed.
    func start(replaying session: Session) async throws(GalleryError) -> (run: FeatureRun, divergence: SessionDivergence?) {
        guard let last = session.events.indices.last else {
            throw GalleryError(.unprocessableContent, "import: the session holds no events")
        }
        try await makeRoom()
        let resumed = try await FeatureRun.resume(session, through: last, in: catalog, "import")
        let run = add(flow: resumed.flow, recorder: resumed.recorder)
        var recorded = session
        recorded.events = recorded.events.filter { if case .picture = $0.kind { false } else { true } }
        return (run, recorded.divergence(from: resumed.recorder.session))
    }

    private func add(flow: Flow, recorder: SessionRecorder, sample: String? = nil) -> FeatureRun {
        let run = FeatureRun(id: UUID().uuidString.lowercased(), flow: flow, recorder: recorder, catalog: catalog,
                             renderer: renderer, limits: limits, sample: sample)
        runs[run.id] = run
        return run
    }

    /// The run `id`.
    /// - Throws: `GalleryError` (404) when there is none: never started, stopped or closed idle.
    func run(_ id: String?) throws(GalleryError) -> FeatureRun {
        guard let id, !id.isEmpty else { throw GalleryError(.badRequest, "missing 'id' (POST /api/run/start gives one)") }
        guard let run = runs[id] else {
            throw GalleryError(.notFound, "no running feature '\(id)': it was stopped, or closed after "
                                   + "\(Int(limits.runIdleTimeout.seconds)) s without a request; start it again")
        }
        return run
    }

    /// Stops run `id`.
    func stop(_ id: String?) async throws(GalleryError) {
        let run = try run(id)
        runs[run.id] = nil
        await run.close()
    }

    /// Starts and stops each feature once, in its first scenario on `configuration`: the first
    /// run of a feature in a process pays for its fonts, its text layout and its types' first use
    /// (about 70 ms for the login, against 4 ms once warm), which a page's first frame would wait
    /// for otherwise. A feature that cannot start is skipped: its page will say why.
    func warmUp(on configuration: DisplayConfiguration) async {
        for feature in catalog.features {
            guard let run = try? await start(feature.name, scenario: nil, on: configuration) else { continue }
            try? await stop(run.id)
        }
    }

    /// Stops every run (the server is shutting down).
    func stopAll() async {
        let all = runs.values
        runs = [:]
        for run in all { await run.close() }
    }

    /// Closes idle runs; refuses a new one when `maxRuns` are still busy.
    private func makeRoom() async throws(GalleryError) {
        let now = ContinuousClock.now
        for (id, run) in runs where now - (await run.lastUsed) > limits.runIdleTimeout {
            runs[id] = nil
            await run.close()
        }
        guard runs.count < limits.maxRuns else {
            throw GalleryError(.serviceUnavailable, "run: \(limits.maxRuns) features are running already (the limit); "
                                   + "stop one (POST /api/run/stop?id=) or wait until one is idle for "
                                   + "\(Int(limits.runIdleTimeout.seconds)) s")
        }
    }
}

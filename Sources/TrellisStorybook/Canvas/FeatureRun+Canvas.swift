import PangoText
import TrellisElements
import Typesetting

/// A run's live canvas (``GalleryServer/webSocketRouter()``): a second host beside the run's Cairo
/// host, told every batch the runtime mounts.
extension FeatureRun {
    /// Makes this run's live canvas the one that `observer` feeds (a canvas already following it
    /// is ended through its `end`: one page drives a run's canvas at a time). Answers the canvas's
    /// number, the tree mounted now and the encoder of this run's device (measurer and scale).
    func attachCanvas(_ observer: @escaping @Sendable (MountBatch) -> Void, end: @escaping @Sendable (CanvasEnd) -> Void) async
        -> (number: Int, tree: MountedTree, encoder: WebMountEncoder) {
        canvas?.end(.takenOver)
        let number = (canvas?.number ?? 0) + 1
        canvas = (number, end)
        let tree = await flow.observeMounts(observer)
        let configuration = flow.configuration
        return (number, tree, WebMountEncoder(measurer: renderer.measurer(for: configuration), scale: configuration.deviceConfiguration.scale))
    }

    /// The focused field's key (nil: none) and whether it is secure: where the canvas puts its
    /// native input element, and of which type.
    var canvasFocus: (key: String?, secure: Bool) {
        get async {
            let core = flow.core
            return (await core.focusedField, await core.isEditingSecureField)
        }
    }

    /// Stops telling canvas `number`, unless another one took its place.
    func detachCanvas(_ number: Int) async {
        guard canvas?.number == number else { return }
        canvas = nil
        _ = await flow.observeMounts(nil)
    }

    /// The reset message's facts: the device's size in points, its scale, and the family the font
    /// profile sets the default family and `sans-serif` in (what the page's CSS asks for instead).
    var canvasDevice: (width: Double, height: Double, scale: Double, fonts: [String: String]) {
        let configuration = flow.configuration
        let device = configuration.deviceConfiguration
        let family = renderer.fontProfile(for: configuration)?.uiFamily
        let fonts = family.map { [TextAttributes.defaultFamily: $0, "sans-serif": $0] } ?? [:]
        return (device.size.width, device.size.height, device.scale, fonts)
    }
}

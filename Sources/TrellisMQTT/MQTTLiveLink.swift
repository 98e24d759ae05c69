import Foundation
import TrellisLive

/// An MQTT client is a live connection: the storybook's ``LiveLink`` follows live screens through it.
extension MQTTClient: LiveConnection {}

extension LiveLink {
    /// A link to the live screens on an MQTT broker.
    /// - Parameter broker: `mqtt://HOST:PORT`.
    /// - Throws: `MQTTError` for a bad broker URL.
    public init(broker: String) throws(MQTTError) {
        let configuration = try MQTTConfiguration(broker: broker, clientID: "trellis-storybook-\(UUID().uuidString.prefix(8))")
        self.init(connection: try MQTTClient(configuration))
    }
}

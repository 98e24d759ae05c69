import CMosquitto
import Dispatch
import Foundation
import Synchronization

/// The thread that runs `mosquitto_loop_forever`. libmosquitto's own thread
/// (`mosquitto_loop_start`) ends for good when the library meets what it counts as fatal — a
/// refused MQTT 5 connect (a wrong password, say, or an MQTT 3.1.1 broker) is one — so a
/// screen would stay offline until restarted. This one enters the loop again after a pause,
/// until ``MQTTClient/disconnect()``.
///
/// Threading: `start()` once, `stop()` once, from any thread; `stop()` blocks until the thread has
/// ended (at most a pause and a reconnect attempt).
final class MQTTNetworkThread: @unchecked Sendable {  // `handle`: libmosquitto locks it
    let handle: OpaquePointer
    let timeout: Int32
    let pause: Double
    let stopping = Atomic(false)
    let wake = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)

    init(handle: OpaquePointer, keepAlive: Int, pause: UInt32) {
        self.handle = handle
        timeout = Int32(max(1, keepAlive) * 1000)
        self.pause = Double(max(1, pause))
    }

    func start() {
        let thread = Thread { [self] in
            while !stopping.load(ordering: .sequentiallyConsistent) {
                _ = mosquitto_loop_forever(handle, timeout, 1)
                // Returned: stopped by disconnect(), or libmosquitto gave up on an error it
                // treats as fatal. After a pause (cut short by disconnect()), connect again.
                _ = wake.wait(timeout: .now() + pause)
                if !stopping.load(ordering: .sequentiallyConsistent) { _ = mosquitto_reconnect(handle) }
            }
            finished.signal()
        }
        thread.name = "mosquitto"
        thread.start()
    }

    /// Disconnects cleanly and waits until the thread has ended. Asked again every second: a
    /// reconnect that began just before the first request would otherwise outlive it.
    func stop() {
        stopping.store(true, ordering: .sequentiallyConsistent)
        repeat {
            mosquitto_disconnect(handle)
            wake.signal()
        } while finished.wait(timeout: .now() + 1) == .timedOut
    }
}

import MeowlsServer
import Synchronization

/// The simulated fiscal registrar, until a test unplugs it: then every document fails as an unreachable device's.
final class SwitchableRegistrar: FiscalRegistrar {
  private let unplugged = Mutex(false)
  private let simulator = SimulatedFiscalRegistrar()

  func unplug() { unplugged.withLock { $0 = true } }

  func register(_ document: FiscalDocument, in connection: any DatabaseConnection) throws -> FiscalSignature {
    if unplugged.withLock({ $0 }) { throw FiscalError.unavailable("no answer on /dev/ttyACM0") }
    return try simulator.register(document, in: connection)
  }
}

import Foundation
import MeowlsCommands
import MeowlsServer

let cli = MeowlsCLI(console: .live, environment: .live)
exit(cli.run(Array(CommandLine.arguments.dropFirst()), variables: ProcessInfo.processInfo.environment))

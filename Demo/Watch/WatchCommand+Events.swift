import ArgumentParser
import CollectionViewTesting
import FeedUI
import Foundation
import ListFeed
import TerminalUI

extension WatchCommand {
    /// `demo watch --events`: a live list fed change events (see ``EventsScreen``, ``EventsHeadless``).
    func runEvents() async throws {
        let settings = eventSettings()
        if let replay = parent.replay {
            let script = try Self.readScript(replay)
            let code = await EventsReplay(settings: settings, script: script, frames: frames ?? parent.frames).run()
            if code != 0 { throw ExitCode(code) }
            return
        }
        if headless || parent.headless {
            let code = await EventsHeadless(settings: settings).run()
            if code != 0 { throw ExitCode(code) }
            return
        }
        var saver: FeedFileRecorder?
        if let path = settings.save {
            guard let opened = FeedFileRecorder(path: path) else {
                Self.fail("\(path): cannot write the file")
                throw ExitCode(DiffCommand.noInput)
            }
            saver = opened
        }
        if case let .file(path) = settings.source, !FileManager.default.isReadableFile(atPath: path) {
            Self.fail("\(path): cannot read the file")
            throw ExitCode(DiffCommand.noInput)
        }
        do {
            let code = try await EventsScreen.runInTerminal(settings: settings, saver: saver, logger: DemoLogging.library)
            if code != 0 { throw ExitCode(code) }
        } catch let error as TerminalError {
            Self.fail("\(error)")
            if case .notATerminal = error { throw ExitCode(2) }
            throw ExitCode(1)
        }
    }

    /// The key script at `path` (``KeyScript``, the demo's format); a file that
    /// cannot be read exits 66, a line that is not a step 65, naming it.
    static func readScript(_ path: String) throws -> [ScriptStep] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            fail("\(path): cannot read the file")
            throw ExitCode(DiffCommand.noInput)
        }
        do {
            return try KeyScript.parse(text)
        } catch {
            fail("\(path): \(error)")
            throw ExitCode(DiffCommand.dataError)
        }
    }

    /// The options of `--events`.
    func eventSettings() -> EventsSettings {
        let words = commandWords
        let source: EventsSettings.Source
        if let load {
            source = .file(load)
        } else if words == ["-"] {
            source = .standardInput
        } else {
            source = .command(words)
        }
        return EventsSettings(
            source: source,
            title: load ?? (words == ["-"] ? "stdin" : words.joined(separator: " ")),
            options: events.options(key: input.key, section: input.section),
            header: events.header(),
            restart: events.restart ? RestartBackoff() : nil,
            save: save,
            size: (size ?? parent.size)?.cells ?? ScreenSize.headlessDefault,
            helpTitle: "demo watch --events — keys",
            animationDuration: DiffFrames.duration
        )
    }
}

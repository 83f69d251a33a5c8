package import Foundation
import Passbook

/// Finds the templates that ship with Passbook: `--templates`, then `PASSBOOK_TEMPLATES`, then
/// `share/passbook/Templates` beside the `bin` folder of the executable's real file (an installed copy), then a
/// `Templates` folder above the executable (a build inside the source tree).
package struct TemplateLibrary {
    /// The styles, as `passbook init --style` names them, in display order.
    package static let styles = ["boarding-pass", "coupon", "event-ticket", "generic", "store-card"]

    package let folder: URL

    package init(explicit: String?) throws {
        if let explicit {
            folder = URL(fileURLWithPath: explicit)
            guard FileIO.isDirectory(folder) else {
                throw PassbookError(.io, operation: "find the templates", reason: "\(explicit) is not a folder", fix: "Name the folder that holds the template folders")
            }
            return
        }
        if let path = ProcessInfo.processInfo.environment["PASSBOOK_TEMPLATES"], !path.isEmpty {
            folder = URL(fileURLWithPath: path)
            guard FileIO.isDirectory(folder) else {
                throw PassbookError(.io, operation: "find the templates", reason: "PASSBOOK_TEMPLATES names \(path), which is not a folder")
            }
            return
        }
        let executable = RunningExecutable.url
        let binFolder = executable.deletingLastPathComponent()
        var candidates = [binFolder.deletingLastPathComponent().appendingPathComponent("share/passbook/Templates")]
        var above = binFolder
        while above.path != "/" {
            candidates.append(above.appendingPathComponent("Templates"))
            above = above.deletingLastPathComponent()
        }
        candidates.append(URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Templates"))
        guard let found = candidates.first(where: { Self.holdsTemplates($0) }) else {
            throw PassbookError(
                .io, operation: "find the templates that ship with passbook",
                reason: "none of \(candidates.prefix(2).map(\.path).joined(separator: ", ")) holds them",
                fix: "Name the folder with --templates DIR or PASSBOOK_TEMPLATES (it is Templates/ in the source tree; 'make install' copies it to PREFIX/share/passbook/Templates)"
            )
        }
        folder = found
    }

    /// The folder of a style's template.
    package func template(style given: String) throws -> URL {
        let style = Self.templateName(for: given)
        let url = folder.appendingPathComponent(style)
        guard FileManager.default.fileExists(atPath: url.appendingPathComponent("template.json").path) else {
            throw PassbookError(
                .io, operation: "find the \(style) template",
                reason: "\(folder.path) has no template named \(style)",
                fix: "Choose one of: \(available().joined(separator: ", "))"
            )
        }
        return url
    }

    /// The template name for a style as `init --style` takes it: `event-ticket`, or the style key
    /// of pass.json, `eventTicket`.
    static func templateName(for style: String) -> String {
        var name = ""
        for character in style {
            if character.isUppercase, !name.isEmpty { name.append("-") }
            name.append(contentsOf: character.lowercased())
        }
        return name
    }

    /// The template folders present, sorted.
    package func available() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\($0)/template.json").path) }.sorted()
    }

    private static func holdsTemplates(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent("event-ticket/template.json").path)
    }
}

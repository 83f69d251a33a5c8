/// Paths as messages print them: a folder given as `out/` (as shells complete it) or `out//`
/// is printed `out`, so that a file in it reads `out/index.jsonl`, not `out//index.jsonl`.
enum DisplayPath {
    /// `path` with repeated slashes made one and the trailing one dropped (`/` stays `/`).
    static func folder(_ path: String) -> String {
        var text = ""
        for character in path where !(character == "/" && text.hasSuffix("/")) { text.append(character) }
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// The file `name` in the folder `path`.
    static func file(_ name: String, in path: String) -> String {
        let folder = folder(path)
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }
}

import PackagePlugin

/// Compiles each `.json` file of a target into the target as a type named after the file, holding
/// the document's text (Sources/EmbedJSON/main.swift).
@main
struct EmbedJSONDocuments: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "EmbedJSON")
        return target.sourceFiles.filter { $0.url.pathExtension == "json" }.map { file in
            let name = file.url.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(path: "\(name).swift")
            return .buildCommand(
                displayName: "Compiling in \(file.url.lastPathComponent)",
                executable: tool.url,
                arguments: [file.url.path, output.path],
                inputFiles: [file.url],
                outputFiles: [output]
            )
        }
    }
}

import Foundation
import Testing
import PassbookTestSupport

/// The README is a quick start and a map; the manual is the DocC catalog. Each keeps its shape:
/// the README small with its quick start first, every link of it reaching a file, and every article
/// of the catalog reachable from its topics page.
@Suite struct DocumentationTests {
    private let root = TestPaths.repositoryRoot
    private var catalog: URL { root.appendingPathComponent("Sources/Passbook/Passbook.docc") }

    private func text(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test func theReadmeIsAQuickStartOfAtMost15KB() throws {
        let readme = try text("README.md")
        #expect(readme.utf8.count <= 15_000, "README.md is \(readme.utf8.count) bytes: move the manual into an article of Sources/Passbook/Passbook.docc")
        let quickStart = try #require(readme.range(of: "## Quick start"))
        #expect(readme.distance(from: readme.startIndex, to: quickStart.lowerBound) < 4_500, "the quick start is not on the first screen")
        #expect(!readme.contains("../shared"), "the README names a tool outside the repository")
    }

    @Test func everyRelativeLinkOfTheReadmeReachesAFile() throws {
        let readme = try text("README.md")
        let links = readme.matches(of: /\]\(([^)#:\s]+)(#[^)]*)?\)/).map { String($0.output.1) }
        #expect(links.count >= 8)
        for link in links {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(link).path), "README.md links to \(link), which does not exist")
        }
    }

    @Test func everyArticleIsOnTheTopicsPage() throws {
        let topics = try text("Sources/Passbook/Passbook.docc/Passbook.md")
        let articles = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".md") && $0 != "Passbook.md" }
        #expect(articles.count >= 10)
        for article in articles {
            let name = String(article.dropLast(3))
            #expect(topics.contains("<doc:\(name)>"), "\(article) is not listed in Passbook.md's topics")
        }
    }
}

// The shared test helpers (ServerPKI, Shell, makeTemporaryFolder) for every file of these tests,
// under the names they had when they lived here.
@_exported import PassbookTestSupport

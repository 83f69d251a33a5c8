import ServiceLifecycle

/// Keeps the store open while the application runs and closes it last, after the server and the
/// push sender have stopped.
struct StoreService: Service {
    let store: any PassStore

    func run() async throws {
        try? await gracefulShutdown()
        await store.shutdown()
    }
}

/// Groups the suites of the pass model, so that `swift test --filter Model` runs them all.
enum ModelTests {}

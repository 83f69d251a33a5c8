/// Picks the images the design rules judge.
enum DesignImages {
    /// The top-level image of slot `name` at its largest scale.
    static func largest(named name: String, in context: ValidationContext) -> ImageFile? {
        context.images(named: name).max { $0.file.scale < $1.file.scale }
    }
}

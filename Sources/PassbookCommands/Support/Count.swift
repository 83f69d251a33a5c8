/// A number and the word it counts, singular for one: "1 warning", "2 warnings".
package enum Count {
    package static func of(_ number: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(number) \(number == 1 ? word : plural ?? word + "s")"
    }
}

extension JSONSchemas {
    /// The schema of a Wallet order's `order.json`, from ``OrderSchema``: every documented key with
    /// its type, required keys and allowed values; no other key admitted.
    public static var order: JSONValue {
        let schema = OrderSchema.standard
        var root = JSONObject()
        root["$schema"] = .string(draft)
        root["$id"] = .string("urn:passbook:schema:order")
        root["title"] = .string("order.json of an Apple Wallet order")
        root["description"] = .string("The documented keys of order.json and their types, as passbook validate reads them. Run passbook validate for the rest of Wallet's rules.")
        var definitions = JSONObject()
        for name in schema.objects.keys.sorted() where name != "Order" {
            definitions[name] = orderObject(schema.keys(of: name))
        }
        definitions["Fulfillment"] = .object(JSONObject([
            (key: "oneOf", value: .array([reference("ShippingFulfillment"), reference("PickupFulfillment")])),
        ]))
        for (key, value) in orderObject(schema.keys(of: "Order")).objectValue ?? JSONObject() { root[key] = value }
        root["$defs"] = .object(definitions)
        return .object(root)
    }

    private static func orderObject(_ keys: [OrderSchema.Key]) -> JSONValue {
        var properties = JSONObject()
        for key in keys { properties[key.name] = orderValue(key.type) }
        return .object(JSONObject([
            (key: "type", value: .string("object")),
            (key: "required", value: .array(keys.filter(\.isRequired).map { .string($0.name) })),
            (key: "properties", value: .object(properties)),
            (key: "additionalProperties", value: .bool(false)),
        ]))
    }

    private static func orderValue(_ type: OrderSchema.ValueType) -> JSONValue {
        switch type {
        case .text(let format):
            var object = JSONObject([(key: "type", value: .string("string"))])
            switch format {
            case .oneOf(let values): object["enum"] = .array(values.map { .string($0) })
            case .dateTime: object["format"] = .string("date-time")
            case .duration: object["format"] = .string("duration")
            case .url(let httpsOnly):
                object["format"] = .string("uri")
                if httpsOnly { object["pattern"] = .string("^https://") }
            case .decimal: object["pattern"] = .string(#"^[0-9]+(\.[0-9]+)?$"#)
            case .currency: object["pattern"] = .string("^[A-Z]{3}$")
            case .country: object["pattern"] = .string("^[A-Z]{2}$")
            case .localized, .plain, .file: break
            }
            return .object(object)
        case .number(let integer):
            return .object(JSONObject([(key: "type", value: .string(integer ? "integer" : "number"))]))
        case .boolean:
            return .object(JSONObject([(key: "type", value: .string("boolean"))]))
        case .object(let name):
            return reference(name)
        case .array(let element):
            return .object(JSONObject([(key: "type", value: .string("array")), (key: "items", value: orderValue(element))]))
        case .fulfillment:
            return reference("Fulfillment")
        }
    }

    private static func reference(_ name: String) -> JSONValue {
        .object(JSONObject([(key: "$ref", value: .string("#/$defs/\(name)"))]))
    }
}

/// The OpenAPI 3.0 description of the service, served at `/openapi.json`: `Resources/openapi.json`,
/// compiled into the binary so an installed `passbook` needs no resource folder. Tests check that
/// it names exactly the routes the router has and call every operation against it.
enum OpenAPIDocument {
    static let bytes: [UInt8] = PackageResources.openapi_json
}

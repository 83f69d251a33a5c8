import Foundation

extension SigningIdentity {
    /// The Pass Type ID identifier the certificate is for (its user ID), such as `pass.com.example.member`.
    public var passTypeIdentifier: String? { certificate.userID }

    /// The team the certificate belongs to (its organizational unit).
    public var teamIdentifier: String? { certificate.organizationalUnit }

    /// The private key as unencrypted PKCS #8 PEM, for TLS client authentication: APNs accepts
    /// pass update pushes only over a connection authenticated with the pass's own certificate.
    /// Keep it in memory; never write it anywhere.
    public var privateKeyPEM: String { key.pemText }
}

@testable import DigestRender

/// The renders the tests make from values written out by hand (``TemplateData``), laid out flat
/// as the renderer reads them.
extension Template {
    /// ``bytes(_:side:)`` of `data`.
    func bytes(data: TemplateData, shared: TemplateTree, side: TemplateSide = .first) throws(TemplateError)
        -> [UInt8]
    {
        try bytes(TemplateTrees(shared: shared, page: TemplateTree(data)), side: side)
    }

    /// ``pairedBytes(_:)`` of `data`.
    func pairedBytes(data: TemplateData, shared: TemplateTree) throws(TemplateError)
        -> (first: [UInt8], second: [UInt8])
    {
        try pairedBytes(TemplateTrees(shared: shared, page: TemplateTree(data)))
    }
}

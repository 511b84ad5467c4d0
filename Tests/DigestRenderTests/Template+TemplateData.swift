@testable import DigestRender

/// The renders the tests make from values written out by hand (``TemplateData``), laid out flat
/// as the renderer reads them.
extension Template {
    /// ``bytes(_:)`` of `data`.
    func bytes(data: TemplateData, shared: TemplateTree) throws(TemplateError) -> [UInt8] {
        try bytes(TemplateTrees(shared: shared, page: TemplateTree(data)))
    }
}

import CollectionView

/// The docs' areas example: a title line, a list and a side panel on one canvas.
@MainActor
func drawDashboard(on canvas: inout some Canvas, view: CollectionView, title: StyledText, panel: [String]) {
    // README: areas
    let (titleLine, body) = Rect(size: canvas.size).dividedTop(1)
    let (side, listArea) = body.dividedRight(24)
    canvas.withArea(titleLine) { line in
        line.fill(x: 0, y: 0, count: line.size.columns, style: Style(reverse: true))
        line.draw(title, y: 0, base: Style(reverse: true))  // every span keeps its style; too long ends in …
    }
    canvas.withArea(listArea) { view.render(into: &$0) }      // the view learns its frame: clicks land right
    canvas.withArea(side) { area in
        for (y, text) in panel.enumerated() { area.draw(StyledText(text), y: y, alignment: .trailing) }
    }
    // README: end
}

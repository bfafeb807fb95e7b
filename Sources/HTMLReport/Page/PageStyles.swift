/// The page's inline styles: system fonts only (nothing loaded), light and dark schemes through
/// `prefers-color-scheme`, no motion under `prefers-reduced-motion`, visible focus.
enum PageStyles {
    /// The wireframe's styles, shared by the page and by standalone SVG files.
    static let wireframe: String = {
        let colours = Palette.elements.enumerated().map { index, colour in ".c\(index){--c:\(colour)}" }.joined()
        return """
            .wireframe{--canvas:\(Palette.lightCanvas);--ink:#495057;--bar:#e9ecef;--warn:\(Palette.warning);\
            --grey:\(Palette.unreachable);font:12px system-ui,-apple-system,"Segoe UI",sans-serif}
            @media (prefers-color-scheme:dark){.wireframe{--canvas:\(Palette.darkCanvas);--ink:#ced4da;--bar:#2c2f36}}
            .wireframe.light{--canvas:\(Palette.lightCanvas);--ink:#495057;--bar:#e9ecef;--text:#000;--muted:#8a8a8e;\
            --tint:#007aff;--fill:#e9e9ea;--raised:#fff;--on:#34c759;--line:#c6c6c8;--grouped:#f2f2f7;--group:#fff;--band:#f2f2f7}
            .wireframe.dark{--canvas:\(Palette.darkCanvas);--ink:#ced4da;--bar:#2c2f36;--text:#fff;--muted:#98989f;\
            --tint:#0a84ff;--fill:#39393d;--raised:#636366;--on:#30d158;--line:#48484a;--grouped:#000;--group:#1c1c1e;--band:#1c1c1e}
            \(colours)
            .wireframe .canvas{fill:var(--canvas);stroke:var(--ink);stroke-width:2}
            .wireframe .safe-area{fill:none;stroke:var(--ink);stroke-width:1;stroke-dasharray:6 4;opacity:.6}
            .wireframe .bar-fill{fill:var(--bar);fill-opacity:.75;stroke:var(--ink);stroke-width:.5}
            .wireframe .bar-name{fill:var(--ink);font-size:11px}
            .wireframe .dimming{fill:#000;opacity:.3}
            .wireframe .presented{fill:var(--canvas);stroke:var(--ink);stroke-width:2}
            .wireframe .presented.over{fill-opacity:.55}
            .wireframe .element .frame{fill:var(--c);fill-opacity:.12;stroke:var(--c);stroke-width:2}
            .wireframe .element.leaked .frame{fill:var(--warn);fill-opacity:.2;stroke:var(--warn);stroke-width:3;stroke-dasharray:8 4}
            .wireframe .unreachable rect{stroke:var(--grey);stroke-width:1.5;stroke-dasharray:3 3;fill-opacity:.5}
            .wireframe .hatch-line{stroke:var(--grey);stroke-width:1.5}
            .wireframe .dismiss-region path{fill:var(--c);fill-opacity:.1;stroke:var(--c);stroke-width:3;stroke-dasharray:10 5}
            .wireframe .badge circle{fill:var(--c)}
            .wireframe .badge.leaked circle{fill:var(--warn)}
            .wireframe .badge text{fill:#fff;font-size:14px;font-weight:700;text-anchor:middle}
            .wireframe .window{fill:none;stroke:var(--ink);stroke-width:3}
            .wireframe .ink{fill:var(--text,var(--ink))}.wireframe .tint{fill:var(--tint,#1c7ed6)}
            .wireframe .muted-ink,.wireframe .placeholder,.wireframe .chevron{fill:var(--muted,#868e96)}
            .wireframe .code-set{fill:var(--muted,#868e96);font-style:italic}
            .wireframe .centre{text-anchor:middle}
            .wireframe .field{fill:none;stroke:var(--line,#ced4da)}
            .wireframe .switch-off{fill:var(--fill,#e9e9ea)}.wireframe .switch-on{fill:var(--on,#34c759)}
            .wireframe .knob{fill:#fff;stroke:rgba(0,0,0,.15)}
            .wireframe .track{fill:var(--fill,#e9e9ea)}.wireframe .track-fill{fill:var(--tint,#1c7ed6)}
            .wireframe .control{fill:var(--fill,#e9e9ea)}.wireframe .divider{stroke:var(--muted,#868e96)}
            .wireframe .segment-on{fill:var(--raised,#fff)}.wireframe .tab-on{fill:var(--fill,#e9e9ea)}
            .wireframe .dot{fill:var(--muted,#868e96)}.wireframe .dot-on{fill:var(--text,var(--ink))}
            .wireframe .spinner{fill:none;stroke:var(--muted,#868e96);stroke-width:3;stroke-dasharray:4 3}
            .wireframe .image{fill:var(--fill,#e9e9ea);stroke:var(--muted,#868e96)}
            .wireframe .image-cross{stroke:var(--muted,#868e96);opacity:.5}
            .wireframe .symbol{fill:none;stroke:var(--tint,#1c7ed6);opacity:.6}
            .wireframe .glyph{fill:none;stroke:var(--tint,#1c7ed6);stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
            .wireframe .glyph.filled{fill:var(--tint,#1c7ed6)}
            .wireframe .separator{stroke:var(--line,#ced4da)}.wireframe .info{fill:none;stroke:var(--tint,#1c7ed6);stroke-width:1.5}
            .wireframe .tab-icon{fill:var(--muted,#868e96)}.wireframe .tab-icon.on{fill:var(--tint,#1c7ed6)}
            .wireframe .grouped-bg{fill:var(--grouped,#f2f2f7)}.wireframe .group{fill:var(--group,#fff)}
            .wireframe .header-band{fill:var(--band,#f2f2f7)}
            .wireframe .code-area{fill:none;stroke:var(--muted,#868e96);stroke-dasharray:4 4}
            .wireframe .not-drawn{opacity:.35}.wireframe .disabled{opacity:.5}
            .wireframe text{font-family:"Liberation Sans",Arimo,Arial,Helvetica,sans-serif;font-kerning:none}
            """
    }()

    /// The whole page's styles.
    static let page = """
        :root{color-scheme:light dark;--bg:#f4f5f7;--fg:#1b1d22;--muted:#495057;--card:#fff;--line:#ced4da;\
        --link:#1864ab;--error:#c92a2a;--warning:#a74a00;--info:#1864ab;--focus:#1c7ed6}
        @media (prefers-color-scheme:dark){:root{--bg:#101114;--fg:#e9ecef;--muted:#adb5bd;--card:#1b1d22;\
        --line:#495057;--link:#74c0fc;--error:#ff8787;--warning:#ffa94d;--info:#74c0fc}}
        *{box-sizing:border-box}
        html{scroll-behavior:smooth}
        @media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}*{transition:none!important;animation:none!important}}
        body{margin:0;background:var(--bg);color:var(--fg);font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
        header,main,footer{max-width:1400px;margin:0 auto;padding:0 1rem}
        header{padding-top:1rem}
        a{color:var(--link)}
        :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        .skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--card);padding:.5rem}
        h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.3rem;margin-top:2rem}h3{font-size:1.1rem}
        h4{font-size:1rem;margin:.2rem 0 .6rem}
        table{border-collapse:collapse;margin:.5rem 0}
        th,td{border:1px solid var(--line);padding:.25rem .5rem;text-align:left;vertical-align:top}
        code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em}
        .counts{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}
        .counts li{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:.5rem 1rem}
        .controls{display:flex;flex-wrap:wrap;gap:1rem;align-items:center;margin:1rem 0}
        details.scene{background:var(--card);border:1px solid var(--line);border-radius:8px;margin:1rem 0;padding:.5rem 1rem}
        details.scene>summary{cursor:pointer;font-weight:600}
        summary h3{display:inline;font-size:1.1rem}
        .cards{display:flex;flex-direction:column;gap:1.5rem;margin-top:1rem}
        .card{border-top:1px solid var(--line);padding-top:1rem}
        .card-body{display:flex;flex-wrap:wrap;gap:1.5rem;align-items:flex-start}
        .card-body svg{max-width:100%;height:auto}
        .card-body>table{flex:1 1 26rem;min-width:0}
        .card-body figure{flex:0 1 auto;max-width:100%;margin:0}
        .card-body figcaption,.env-names{color:var(--muted);font-size:.9em}
        .source-file{margin:.5rem 0 0}
        .excerpt :target{outline:2px solid var(--focus);scroll-margin-top:4rem}
        .swatch{display:inline-block;width:1.1em;height:1.1em;border-radius:50%;background:var(--c);vertical-align:middle;\
        border:2px solid var(--c)}
        .swatch.leaked{background:\(Palette.warning);border-color:\(Palette.warning)}
        .swatch.unreachable{background:repeating-linear-gradient(45deg,\(Palette.unreachable) 0 2px,transparent 2px 5px);\
        border-color:\(Palette.unreachable);border-radius:2px}
        .legend td:first-child{text-align:right;white-space:nowrap}.legend td[colspan]{text-align:left}
        code,.finding,.rule{overflow-wrap:anywhere}td code,th code{overflow-wrap:normal}
        @media (max-width:40rem){.legend td,.legend td code{overflow-wrap:anywhere}}
        .scroll{overflow-x:auto}
        tr.leaked td{color:var(--warning)}
        tr.unreachable td{color:var(--muted)}
        .sev-error{color:var(--error)}.sev-warning{color:var(--warning)}.sev-info{color:var(--info)}
        .crash{color:var(--error);font-weight:600}
        .unverified{font-style:italic}
        .orders{font-size:.9em;color:var(--muted);overflow-wrap:anywhere}
        .timeline td{white-space:nowrap}
        .finding{background:var(--card);border:1px solid var(--line);border-radius:6px;padding:.5rem 1rem;margin:.5rem 0}
        .excerpt{background:var(--bg);padding:.5rem;overflow-x:auto;margin:.5rem 0}
        .excerpt .hit{font-weight:700;background:rgba(255,200,0,.25)}
        [hidden]{display:none!important}
        \(wireframe)
        """
}

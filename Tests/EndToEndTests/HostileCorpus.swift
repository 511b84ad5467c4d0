/// Text that attacks the page, the feed or the email: what the hostile-input tests put in every field.
enum HostileCorpus {
    static let values: [String] = [
        // Script and HTML injection.
        "<script>alert(1)</script>", "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>", "<img src=x onerror=alert(1)>",
        "<svg onload=alert(1)>", "<iframe src=javascript:alert(1)>", "<body onload=alert(1)>",
        "\"><script>alert(1)</script>",
        "'><img src=x onerror=alert(1)>", "<a href=\"javascript:alert(1)\">click</a>",
        "<style>body{display:none}</style>",
        "<meta http-equiv=refresh content=0;url=https://evil.example>", "<base href=https://evil.example/>",
        "<form action=https://evil.example><input name=p></form>", "<object data=javascript:alert(1)>",
        "<details open ontoggle=alert(1)>", "<math><mi xlink:href=javascript:alert(1)>x</mi></math>",
        // Dangerous URLs, mixed case and entity-encoded.
        "javascript:alert(1)", "JaVaScRiPt:alert(1)", "  javascript:alert(1)", "java\tscript:alert(1)",
        "jav&#x61;script:alert(1)", "&#106;avascript:alert(1)", "data:text/html,<script>alert(1)</script>",
        "DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==", "vbscript:msgbox(1)", "VbScRiPt:msgbox(1)",
        "file:///etc/passwd", "//evil.example/x",
        // Markdown link and image tricks.
        "[click](javascript:alert(1))", "![x](javascript:alert(1))", "[x](data:text/html,<script>alert(1)</script>)",
        "<javascript:alert(1)>", "[x]: javascript:alert(1)\n[click][x]",
        "[a](https://ok.example \"title\" onclick=alert(1))",
        "**bold** _em_ `code` ~~strike~~", "# heading\n- list\n> quote", "```\ncode block\n```", "<!-- comment -->",
        "|a|b|\n|-|-|\n|1|2|", "\\*not emphasis\\*", "1. looks like a list",
        // Breaking out of XML, titles, attributes.
        "]]>", "<![CDATA[x]]>", "</title><script>alert(1)</script>", "</textarea><script>alert(1)</script>",
        "\" onmouseover=\"alert(1)", "' onfocus='alert(1)", "&amp; &lt; &gt; &#0; &#x0;", "{{title}} {{{content}}}",
        // Line breaks and control characters.
        "line\r\nBcc: victim@example.com", "Subject: hi\r\n\r\nbody", "nul\u{0}byte", "bell\u{7}and\u{1B}[31mescape",
        "\u{2028}line separator\u{2029}", "tab\there",
        // Unicode tricks.
        "\u{202E}evil\u{202D}txt.exe", "zero\u{200D}width\u{200B}joiner", "👨‍👩‍👧‍👦 家族 🇯🇵", "\u{FEFF}bom",
        "\u{FFFE}\u{FFFF} noncharacters", "ｊａｖａｓｃｒｉｐｔ：alert(1)",
        // Size.
        String(repeating: "長", count: 10_000), String(repeating: "a", count: 10_000),
    ]
}

import DigestCore
import DigestRender
import Foundation
import TestSupport
import Testing

/// Issue 71: `publish --to vault:DIR` writes one note a week into a notes vault, next to the
/// user's own notes, which it never touches.
@Suite(.serialized)
struct VaultTests {
    static let weeks = ["2026-W45", "2026-W46", "2026-W47"]

    /// A site of three sample weeks in a fresh folder, its state beside it.
    static func site() throws -> (folder: String, environment: [String: String]) {
        let folder = try BinaryRunner.temporaryFolder()
        let environment = SampleRun.tokyo.merging([
            "DIGEST_STATE": folder + "/state", "DIGEST_TEMPLATES": SampleRun.templates,
        ]) { $1 }
        for week in weeks {
            let run = try BinaryRunner.digest(
                ["run", "--sample", "--week", week, "--output", folder + "/site"] + SampleRun.pinned,
                environment: environment)
            try #require(run.status == 0, "\(run.stderr)")
        }
        return (folder, environment)
    }

    static func publish(_ folder: String, _ environment: [String: String], to vault: String? = nil)
        throws -> BinaryRunner.Result
    {
        try BinaryRunner.digest(
            ["publish", "--to", "vault:" + (vault ?? folder + "/vault"), "--output", folder + "/site"]
                + SampleRun.pinned.prefix(2), environment: environment)
    }

    /// Every file under `folder` with its bytes and modification time.
    static func snapshot(_ folder: String) throws -> [String: (Data, Date)] {
        var files: [String: (Data, Date)] = [:]
        for file in BinaryRunner.files(under: folder) {
            let path = folder + "/" + file
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            files[file] = (
                try Data(contentsOf: URL(fileURLWithPath: path)), attributes[.modificationDate] as? Date ?? .distantPast
            )
        }
        return files
    }

    /// The front matter of the note at `path`, as PyYAML reads it, as JSON.
    static func frontMatter(_ path: String) throws -> [String: Any] {
        let python = try #require(BinaryRunner.which("python3"))
        let script = """
            import json, sys, datetime
            import yaml
            text = open(sys.argv[1], encoding="utf-8", newline="").read()
            assert text.startswith("---\\n"), text[:20]
            front = text.split("\\n---\\n", 1)[0][4:]
            print(json.dumps(yaml.safe_load(front), default=str))
            """
        let result = try BinaryRunner.run(python, ["-c", script, path])
        try #require(result.status == 0, "python3 with PyYAML (pip install pyyaml): \(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    @Test func aVaultWithTheUsersOwnNotesPublishedTwice() throws {
        let (folder, environment) = try Self.site()
        let vault = folder + "/vault"
        let mine: [String: String] = [
            "ideas.md": "# Ideas\n\nmy own note\n",
            "2026-W45.md": "---\ntags: [weekly]\n---\nMy own note for that week, written before.\n",
            "Daily/2026-11-16.md": "---\ngenerator: something-else\n---\nA day.\n",
            ".obsidian/app.json": "{\"theme\":\"moonstone\"}\n",
        ]
        for (name, text) in mine {
            let path = vault + "/" + name
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let before = try Self.snapshot(vault)
        Thread.sleep(forTimeInterval: 0.05)

        let first = try Self.publish(folder, environment)
        #expect(first.status == 3, "a note of the user's at a week's name is left alone: \(first.stderr)")
        #expect(first.stdout.contains("2 notes written, 0 as they were, 1 left alone"), "\(first.stdout)")
        #expect(first.stderr.contains("2026-W45.md is left as it is: it is not a weekly-digest note"))
        let after = try Self.snapshot(vault)
        for (name, (data, modified)) in before {
            #expect(after[name]?.0 == data && after[name]?.1 == modified, "\(name) is the user's and untouched")
        }
        #expect(Set(after.keys) == Set(before.keys).union(["2026-W46.md", "2026-W47.md"]))

        // The front matter as a query reads it, against the site's week.json.
        for week in ["2026-W46", "2026-W47"] {
            let front = try Self.frontMatter(vault + "/" + week + ".md")
            let data = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(contentsOf: URL(fileURLWithPath: folder + "/site/weeks/" + week + "/week.json")))
                    as? [String: Any])
            let coding = try #require(data["coding"] as? [String: Any])
            let commits = try #require(data["commits"] as? [String: Any])
            #expect(front["generator"] as? String == "weekly-digest" && front["week"] as? String == week)
            #expect(front["start"] as? String == data["start"] as? String)
            #expect(front["end"] as? String == data["end"] as? String)
            #expect(front["coding_seconds"] as? Int == coding["seconds"] as? Int)
            #expect(front["days_coded"] as? Int == coding["days_coded"] as? Int)
            #expect(front["commits"] as? Int == commits["commits"] as? Int)
            #expect(front["articles"] as? Int == (data["articles"] as? [Any])?.count)
            #expect(front["links"] as? Int == (data["links"] as? [Any])?.count)
            let languages = (coding["languages"] as? [[String: Any]] ?? []).prefix(3).compactMap {
                $0["name"] as? String
            }
            #expect(front["top_languages"] as? [String] == languages && languages.count == 3)
            #expect(front["goal_met"] is NSNull && front["view"] as? String == "private")
            #expect(front["reviews"] as? Int ?? 0 > 0)
        }
        // The private view: the projects the site does not name are in the note.
        let note = try String(contentsOfFile: vault + "/2026-W47.md", encoding: .utf8)
        let named = "**Projects:** weekly-digest 7 h 10 m (55%), ブログ 2 h 30 m (19%), swift-evolution-notes"
        #expect(note.contains(named) && note.contains("<!-- weekly-digest:start -->"))
        let page = try String(contentsOfFile: folder + "/site/weeks/2026-W47/digest.md", encoding: .utf8)
        #expect(!page.contains("swift-evolution-notes") && page.contains("**Projects:** Other projects"))

        // Published again: nothing changes, not even a modification time.
        Thread.sleep(forTimeInterval: 0.05)
        let second = try Self.publish(folder, environment)
        #expect(second.status == 3)
        #expect(second.stdout.contains("0 notes written, 2 as they were, 1 left alone"), "\(second.stdout)")
        let again = try Self.snapshot(vault)
        for (name, (data, modified)) in after {
            #expect(again[name]?.0 == data && again[name]?.1 == modified, "\(name) is as it was")
        }
    }

    @Test func theUsersTextInAndAroundANoteIsKeptWhenTheWeekChanges() throws {
        let (folder, environment) = try Self.site()
        let vault = folder + "/vault"
        #expect(try Self.publish(folder, environment).status == 0)
        let path = vault + "/2026-W47.md"
        var note = try String(contentsOfFile: path, encoding: .utf8)
        note = note.replacingOccurrences(
            of: "view: private\n", with: "view: private\ntags:\n  - review\nmood: \"good: mostly\"\n")
        note += "\n## My review\n\nShipped the vault. 来週もがんばる。\n"
        try note.write(toFile: path, atomically: true, encoding: .utf8)

        // The public view names other projects: the block changes, the user's text does not.
        let public_ = try Self.publish(folder, environment.merging(["DIGEST_VAULT_VIEW": "public"]) { $1 })
        #expect(public_.status == 0, "\(public_.stderr)")
        #expect(public_.stdout.contains("3 notes written"), "\(public_.stdout)")
        let changed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(!changed.contains("swift-evolution-notes") && changed.contains("view: public"))
        #expect(changed.hasSuffix("<!-- weekly-digest:end -->\n\n## My review\n\nShipped the vault. 来週もがんばる。\n"))
        let front = try Self.frontMatter(path)
        #expect(front["tags"] as? [String] == ["review"] && front["mood"] as? String == "good: mostly")
        #expect(front["view"] as? String == "public")
        let page = try String(contentsOfFile: folder + "/site/weeks/2026-W47/digest.md", encoding: .utf8)
        #expect(changed.contains(page.trimmingCharacters(in: .newlines)), "the public view is the site's digest.md")
    }

    @Test func whatAKilledPublishLeftIsClearedAndNothingElse() throws {
        let (folder, environment) = try Self.site()
        let vault = folder + "/vault"
        try FileManager.default.createDirectory(atPath: vault, withIntermediateDirectories: true)
        // A temporary note a killed publish left, and a file of the user's that looks alike.
        let leftover = vault + "/.2026-W46.md.tmp-0001", lookalike = vault + "/.ideas.md.tmp-0001"
        for path in [leftover, lookalike] { try "x".write(toFile: path, atomically: true, encoding: .utf8) }
        #expect(try Self.publish(folder, environment).status == 0)
        #expect(!FileManager.default.fileExists(atPath: leftover), "the publish's own leftover is gone")
        #expect(FileManager.default.fileExists(atPath: lookalike), "a file not of a note's name stays")
    }

    @Test func aVaultInsideThePublishedSiteIsRefused() throws {
        let (folder, environment) = try Self.site()
        let before = BinaryRunner.files(under: folder + "/site")
        for vault in [folder + "/site/notes", folder + "/site", folder + "/link-to-site/notes"] {
            if vault.contains("link-to-site") {
                try FileManager.default.createSymbolicLink(
                    atPath: folder + "/link-to-site", withDestinationPath: folder + "/site")
            }
            let run = try Self.publish(folder, environment, to: vault)
            #expect(run.status == 64, "\(vault): \(run.stderr)")
            #expect(run.stderr.contains("is inside the output folder"), "\(run.stderr)")
        }
        #expect(BinaryRunner.files(under: folder + "/site") == before, "no note reached the published site")
    }

    @Test func aPatternNamesTheNotesAndSubfolders() throws {
        let (folder, environment) = try Self.site()
        let run = try Self.publish(folder, environment.merging(["DIGEST_VAULT_PATTERN": "GGGG/[Week] WW"]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            BinaryRunner.files(under: folder + "/vault").sorted() == Self.weeks.map { "2026/Week \($0.suffix(2)).md" })
    }

    @Test(arguments: [
        (["DIGEST_VAULT_PATTERN": "YYYY-MM"], "DIGEST_VAULT_PATTERN is 'YYYY-MM'"),
        (["DIGEST_VAULT_PATTERN": "gggg-[W]ww"], "'g' is no token"),
        (["DIGEST_VAULT_PATTERN": "[../]GGGG-WW"], "outside the vault"),
        (["DIGEST_VAULT_VIEW": "everyone"], "DIGEST_VAULT_VIEW is 'everyone'"),
    ])
    func aSettingThatCannotWorkIsRefusedBeforeANoteIsWritten(settings: [String: String], message: String) throws {
        let (folder, environment) = try Self.site()
        let run = try Self.publish(folder, environment.merging(settings) { $1 })
        #expect(run.status == 64, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/vault"), "nothing was made")
    }

    @Test func twoWeeksOfOneNameAreRefusedBeforeANoteIsWritten() throws {
        let (folder, environment) = try Self.site()
        let run = try BinaryRunner.digest(
            ["run", "--sample", "--week", "2025-W47", "--output", folder + "/site"] + SampleRun.pinned,
            environment: environment)
        try #require(run.status == 0, "\(run.stderr)")
        let publish = try Self.publish(folder, environment.merging(["DIGEST_VAULT_PATTERN": "[W]WW"]) { $1 })
        #expect(publish.status == 64, "\(publish.stderr)")
        #expect(publish.stderr.contains("names both 2025-W47 and 2026-W47 W47.md"), "\(publish.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/vault"), "nothing was made")
    }

    @Test func aSiteWithNoStoredWeekWritesNoNote() throws {
        let folder = try BinaryRunner.temporaryFolder()
        let run = try BinaryRunner.digest(
            ["publish", "--to", "vault:" + folder + "/vault", "--output", folder + "/site"]
                + SampleRun.pinned.prefix(2),
            environment: SampleRun.tokyo.merging(["DIGEST_STATE": folder + "/state"]) { $1 })
        #expect(
            run.status == 1 && run.stderr.contains("There is no stored week to write to the vault"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/vault"), "no empty vault made")
    }

    @Test func aVaultThatIsAFileOrEmptyIsRefused() throws {
        let (folder, environment) = try Self.site()
        try "not a folder\n".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
        let file = try Self.publish(folder, environment, to: folder + "/file")
        #expect(file.status == 1 && file.stderr.contains("Not published to the vault"), "\(file.stderr)")
        #expect(try String(contentsOfFile: folder + "/file", encoding: .utf8) == "not a folder\n")
        let empty = try BinaryRunner.digest(
            ["publish", "--to", "vault:", "--output", folder + "/site"] + SampleRun.pinned.prefix(2),
            environment: environment)
        #expect(empty.status == 64 && empty.stderr.contains("vault: needs the folder of your notes"))
    }

    @Test func hostileLanguageNamesAreTextInTheFrontMatter() throws {
        let python = try #require(BinaryRunner.which("python3"))
        let names = HostileCorpus.values + ["C\": [x]\n# y", "a\u{2028}b", "\u{85}\u{7F}\u{FEFF}", "日本語: 'q'"]
        let yaml = "names:\n" + names.map { "  - " + VaultNote.quoted($0) }.joined(separator: "\n") + "\n"
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(sys.stdin.read())['names']))"
        let file = try BinaryRunner.temporaryFolder() + "/names.yaml"
        try yaml.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try BinaryRunner.run(
            python,
            ["-c", script.replacingOccurrences(of: "sys.stdin", with: "open(sys.argv[1], encoding='utf-8')"), file])
        try #require(result.status == 0, "\(result.stderr)")
        let read = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String])
        #expect(read == names)
    }
}

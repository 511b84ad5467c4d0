/// `week.schema.json`, at the site's root: the JSON Schema (draft 2020-12) every `week.json`
/// (``WeekData``) validates against, field by field as docs/data.md describes them.
///
/// A change a reader would trip on raises ``WeekData/schemaVersion`` and the `const` below together.
package enum WeekDataSchema {
    package static let json = #"""
        {
          "$schema": "https://json-schema.org/draft/2020-12/schema",
          "$id": "week.schema.json",
          "title": "A week of weekly-digest",
          "description": "One week's numbers as its page shows them: the public view. docs/data.md describes each field.",
          "type": "object",
          "additionalProperties": false,
          "required": ["schema_version", "week", "start", "end", "time_zone", "generated_at", "backfilled", "partial",
                       "coding", "commits", "reviews", "articles", "links", "goal"],
          "properties": {
            "schema_version": {"const": 1},
            "week": {"type": "string", "pattern": "^[0-9]{4}-W[0-9]{2}$"},
            "start": {"$ref": "#/$defs/date"},
            "end": {"$ref": "#/$defs/date"},
            "time_zone": {"type": "string", "minLength": 1},
            "generated_at": {"$ref": "#/$defs/instant"},
            "backfilled": {"type": "boolean"},
            "partial": {"type": "boolean"},
            "coding": {
              "oneOf": [
                {"type": "null"},
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["seconds", "days_coded", "days", "languages", "editors", "projects", "other_projects_seconds"],
                  "properties": {
                    "seconds": {"$ref": "#/$defs/count"},
                    "days_coded": {"type": "integer", "minimum": 0, "maximum": 7},
                    "days": {
                      "type": "array",
                      "items": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["date", "seconds"],
                        "properties": {"date": {"$ref": "#/$defs/date"}, "seconds": {"$ref": "#/$defs/count"}}
                      }
                    },
                    "languages": {"$ref": "#/$defs/shares"},
                    "editors": {"$ref": "#/$defs/shares"},
                    "projects": {"$ref": "#/$defs/shares"},
                    "other_projects_seconds": {"$ref": "#/$defs/count"}
                  }
                }
              ]
            },
            "commits": {
              "oneOf": [
                {"type": "null"},
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["commits", "added", "removed", "days", "repositories", "other_repositories"],
                  "properties": {
                    "commits": {"$ref": "#/$defs/count"},
                    "added": {"$ref": "#/$defs/count"},
                    "removed": {"$ref": "#/$defs/count"},
                    "days": {
                      "type": "array",
                      "items": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["date", "commits", "added", "removed"],
                        "properties": {
                          "date": {"$ref": "#/$defs/date"},
                          "commits": {"$ref": "#/$defs/count"},
                          "added": {"$ref": "#/$defs/count"},
                          "removed": {"$ref": "#/$defs/count"}
                        }
                      }
                    },
                    "repositories": {
                      "type": "array",
                      "items": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["name", "commits", "added", "removed"],
                        "properties": {
                          "name": {"type": "string"},
                          "commits": {"$ref": "#/$defs/count"},
                          "added": {"$ref": "#/$defs/count"},
                          "removed": {"$ref": "#/$defs/count"}
                        }
                      }
                    },
                    "other_repositories": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": ["commits", "added", "removed"],
                      "properties": {
                        "commits": {"$ref": "#/$defs/count"},
                        "added": {"$ref": "#/$defs/count"},
                        "removed": {"$ref": "#/$defs/count"}
                      }
                    }
                  }
                }
              ]
            },
            "reviews": {
              "oneOf": [
                {"type": "null"},
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["opened", "merged", "reviewed", "issues"],
                  "properties": {
                    "opened": {"$ref": "#/$defs/count"},
                    "merged": {"$ref": "#/$defs/count"},
                    "reviewed": {"$ref": "#/$defs/count"},
                    "issues": {"$ref": "#/$defs/count"}
                  }
                }
              ]
            },
            "articles": {
              "oneOf": [
                {"type": "null"},
                {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["title", "url", "author", "source", "tags", "created_at"],
                    "properties": {
                      "title": {"type": "string"},
                      "url": {"type": "string"},
                      "author": {"type": "string"},
                      "source": {"enum": ["qiita", "zenn"]},
                      "tags": {"type": "array", "items": {"type": "string"}},
                      "created_at": {"$ref": "#/$defs/instant"}
                    }
                  }
                }
              ]
            },
            "links": {
              "oneOf": [
                {"type": "null"},
                {
                  "type": "array",
                  "items": {
                    "type": "object",
                    "additionalProperties": false,
                    "required": ["url", "title", "shares"],
                    "properties": {
                      "url": {"type": "string"},
                      "title": {"type": ["string", "null"]},
                      "shares": {
                        "type": "array",
                        "minItems": 1,
                        "items": {
                          "type": "object",
                          "additionalProperties": false,
                          "required": ["network", "at"],
                          "properties": {
                            "network": {"enum": ["x", "bluesky", "mastodon", "hatena", "misskey"]},
                            "at": {"$ref": "#/$defs/instant"}
                          }
                        }
                      }
                    }
                  }
                }
              ]
            },
            "goal": {
              "oneOf": [
                {"type": "null"},
                {
                  "type": "object",
                  "additionalProperties": false,
                  "required": ["met", "parts"],
                  "properties": {
                    "met": {"type": "boolean"},
                    "parts": {
                      "type": "array",
                      "minItems": 1,
                      "items": {
                        "type": "object",
                        "additionalProperties": false,
                        "required": ["kind", "goal", "done", "met"],
                        "properties": {
                          "kind": {"type": "string"},
                          "goal": {"$ref": "#/$defs/count"},
                          "done": {"$ref": "#/$defs/count"},
                          "met": {"type": "boolean"}
                        }
                      }
                    }
                  }
                }
              ]
            }
          },
          "$defs": {
            "count": {"type": "integer", "minimum": 0},
            "date": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},
            "instant": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})$"},
            "shares": {
              "type": "array",
              "items": {
                "type": "object",
                "additionalProperties": false,
                "required": ["name", "seconds"],
                "properties": {"name": {"type": "string"}, "seconds": {"$ref": "#/$defs/count"}}
              }
            }
          }
        }

        """#
}

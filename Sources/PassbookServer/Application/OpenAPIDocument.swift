/// The OpenAPI 3.0 description of the service, served at `/openapi.json`, compiled into the binary
/// so an installed `passbook` needs no resource folder. Tests check that it names exactly the routes
/// the router has and call every operation against it.
///
/// Edit the JSON in place, or write a whole document in with `Scripts/embed-json.py DOCUMENT.json`
/// followed by this file's path. It is a string literal rather than a SwiftPM resource because
/// `embedInCode` writes one integer literal per byte, which the compiler is slow to read.
enum OpenAPIDocument {
    static let bytes: [UInt8] = Array(text.utf8)

    private static let text = ##"""
{
  "openapi": "3.0.3",
  "info": {
    "title": "Passbook web service",
    "version": "1.0.0",
    "description": "Issues Apple Wallet passes from templates and keeps them current: the issuer API (bearer API key), Apple's pass update web service (under /passes/v1, the webServiceURL of every pass) and pass pages."
  },
  "paths": {
    "/health": {
      "get": {
        "operationId": "health",
        "summary": "Whether the service and its database answer.",
        "tags": [
          "service"
        ],
        "responses": {
          "200": {
            "description": "Healthy.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          },
          "503": {
            "description": "The database does not answer within 2 seconds: {\"status\": \"unavailable\", \"database\": \"unreachable\"}. Why is logged, not answered.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Health"
                }
              }
            }
          }
        }
      }
    },
    "/health/live": {
      "get": {
        "operationId": "liveness",
        "summary": "Whether the process answers, without asking the database.",
        "tags": [
          "service"
        ],
        "responses": {
          "200": {
            "description": "The process answers.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Liveness"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/metrics": {
      "get": {
        "operationId": "metrics",
        "summary": "Counters in Prometheus's text format.",
        "description": "Needs the metrics key (passbook serve --metrics-key) or an issuer API key as a bearer token, unless the service was started with --metrics-public.",
        "tags": [
          "service"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "Metrics.",
            "content": {
              "text/plain": {
                "schema": {
                  "type": "string"
                }
              }
            }
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/api/v1/templates": {
      "get": {
        "operationId": "listTemplates",
        "summary": "The templates passes can be issued from, with their values.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "Templates.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "templates"
                  ],
                  "properties": {
                    "templates": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Template"
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/api/v1/passes": {
      "post": {
        "operationId": "createPass",
        "summary": "Issue a pass from a template and data.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/CreatePass"
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Issued.",
            "headers": {
              "Location": {
                "schema": {
                  "type": "string"
                }
              },
              "ETag": {
                "description": "The pass's version as a strong entity tag, for If-Match.",
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pass"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "409": {
            "$ref": "#/components/responses/Error"
          },
          "413": {
            "$ref": "#/components/responses/Error"
          },
          "422": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "get": {
        "operationId": "listPasses",
        "summary": "List and search passes, by serial number.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "parameters": [
          {
            "name": "template",
            "in": "query",
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "search",
            "in": "query",
            "schema": {
              "type": "string"
            },
            "description": "Text in the serial number or the data (any case)."
          },
          {
            "name": "voided",
            "in": "query",
            "schema": {
              "type": "boolean"
            }
          },
          {
            "name": "after",
            "in": "query",
            "schema": {
              "type": "string"
            },
            "description": "The `next` of the previous page."
          },
          {
            "name": "limit",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000,
              "default": 100
            }
          }
        ],
        "responses": {
          "200": {
            "description": "A page of passes.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "passes",
                    "next"
                  ],
                  "properties": {
                    "passes": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Pass"
                      }
                    },
                    "next": {
                      "type": "string",
                      "nullable": true
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "stageUpdates",
        "summary": "Change many passes at once; they are signed again in the background and pushed to their devices as each is ready.",
        "description": "Give `updates` (up to 10,000 passes, each with its own merge patch) or `template` and `data` (one merge patch for every pass of the template). The data is stored in one transaction before the answer; a name the template does not declare, or an unknown serial number, changes nothing. GET /api/v1/resigning follows the signing.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/StageUpdates"
              }
            }
          }
        },
        "responses": {
          "202": {
            "description": "Stored; signing in the background.",
            "headers": {
              "Location": {
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "staged",
                    "pending"
                  ],
                  "properties": {
                    "staged": {
                      "type": "integer",
                      "description": "Passes whose data changed."
                    },
                    "pending": {
                      "type": "integer",
                      "description": "Passes waiting to be signed again, service-wide."
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "413": {
            "$ref": "#/components/responses/Error"
          },
          "422": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/api/v1/passes/{serial}": {
      "parameters": [
        {
          "name": "serial",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          },
          "description": "The pass's serial number."
        }
      ],
      "get": {
        "operationId": "getPass",
        "summary": "A pass's data and state.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "The pass.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pass"
                }
              }
            },
            "headers": {
              "ETag": {
                "description": "The pass's version as a strong entity tag, for If-Match.",
                "schema": {
                  "type": "string"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "patch": {
        "operationId": "updatePass",
        "summary": "Change a pass's data (JSON merge patch); the pass is signed again and every registered device is pushed.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "$ref": "#/components/schemas/UpdatePass"
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Updated.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pass"
                }
              }
            },
            "headers": {
              "ETag": {
                "description": "The pass's version as a strong entity tag, for If-Match.",
                "schema": {
                  "type": "string"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "409": {
            "$ref": "#/components/responses/Error"
          },
          "412": {
            "$ref": "#/components/responses/Error"
          },
          "413": {
            "$ref": "#/components/responses/Error"
          },
          "422": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        },
        "parameters": [
          {
            "name": "If-Match",
            "in": "header",
            "description": "Apply the change only if the pass is still at this version (its ETag); otherwise 412.",
            "schema": {
              "type": "string"
            }
          }
        ]
      }
    },
    "/api/v1/passes/{serial}/void": {
      "parameters": [
        {
          "name": "serial",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          },
          "description": "The pass's serial number."
        }
      ],
      "post": {
        "operationId": "voidPass",
        "summary": "Void a pass and push the change.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "Voided.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pass"
                }
              }
            },
            "headers": {
              "ETag": {
                "description": "The pass's version as a strong entity tag, for If-Match.",
                "schema": {
                  "type": "string"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "409": {
            "$ref": "#/components/responses/Error"
          },
          "412": {
            "$ref": "#/components/responses/Error"
          },
          "422": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        },
        "parameters": [
          {
            "name": "If-Match",
            "in": "header",
            "description": "Apply the change only if the pass is still at this version (its ETag); otherwise 412.",
            "schema": {
              "type": "string"
            }
          }
        ]
      }
    },
    "/api/v1/passes/{serial}/pass.pkpass": {
      "parameters": [
        {
          "name": "serial",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          },
          "description": "The pass's serial number."
        }
      ],
      "get": {
        "operationId": "downloadPass",
        "summary": "The signed pass.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "The .pkpass.",
            "headers": {
              "Content-Disposition": {
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/vnd.apple.pkpass": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/api/v1/passes/{serial}/preview.png": {
      "parameters": [
        {
          "name": "serial",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          },
          "description": "The pass's serial number."
        }
      ],
      "get": {
        "operationId": "previewPass",
        "summary": "A picture of the pass.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "parameters": [
          {
            "name": "side",
            "in": "query",
            "schema": {
              "type": "string",
              "enum": [
                "front",
                "both"
              ]
            }
          }
        ],
        "responses": {
          "200": {
            "description": "PNG.",
            "content": {
              "image/png": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/p/{serial}": {
      "parameters": [
        {
          "name": "serial",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          },
          "description": "The pass's serial number."
        },
        {
          "name": "token",
          "in": "query",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "passPage",
        "summary": "The pass page: preview, key fields and an Add to Apple Wallet link.",
        "tags": [
          "page"
        ],
        "responses": {
          "200": {
            "description": "HTML.",
            "content": {
              "text/html": {
                "schema": {
                  "type": "string"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/p/{serial}/pass.pkpass": {
      "parameters": [
        {
          "name": "serial",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          },
          "description": "The pass's serial number."
        },
        {
          "name": "token",
          "in": "query",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "pagePassDownload",
        "summary": "The signed pass, for the page's link.",
        "tags": [
          "page"
        ],
        "responses": {
          "200": {
            "description": "The .pkpass.",
            "content": {
              "application/vnd.apple.pkpass": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/p/{serial}/preview.png": {
      "parameters": [
        {
          "name": "serial",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          },
          "description": "The pass's serial number."
        },
        {
          "name": "token",
          "in": "query",
          "required": true,
          "schema": {
            "type": "string"
          }
        }
      ],
      "get": {
        "operationId": "pagePreview",
        "summary": "The page's picture of the pass.",
        "tags": [
          "page"
        ],
        "responses": {
          "200": {
            "description": "PNG.",
            "content": {
              "image/png": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/passes/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}": {
      "parameters": [
        {
          "name": "deviceLibraryIdentifier",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1,
            "maxLength": 128,
            "pattern": "^[A-Za-z0-9._-]+$"
          }
        },
        {
          "name": "passTypeIdentifier",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          }
        },
        {
          "name": "serialNumber",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          }
        }
      ],
      "post": {
        "operationId": "registerDevice",
        "summary": "Wallet registers a device for a pass's pushes.",
        "tags": [
          "wallet"
        ],
        "security": [
          {
            "applePass": []
          }
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "pushToken"
                ],
                "properties": {
                  "pushToken": {
                    "type": "string",
                    "pattern": "^([0-9A-Fa-f]{2})+$",
                    "minLength": 64,
                    "maxLength": 200
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Already registered; the push token is stored again."
          },
          "201": {
            "description": "Registered."
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "413": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      },
      "delete": {
        "operationId": "unregisterDevice",
        "summary": "Wallet unregisters a device from a pass.",
        "tags": [
          "wallet"
        ],
        "security": [
          {
            "applePass": []
          }
        ],
        "responses": {
          "200": {
            "description": "Unregistered."
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/passes/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}": {
      "parameters": [
        {
          "name": "deviceLibraryIdentifier",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1,
            "maxLength": 128,
            "pattern": "^[A-Za-z0-9._-]+$"
          }
        },
        {
          "name": "passTypeIdentifier",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          }
        }
      ],
      "get": {
        "operationId": "updatedSerials",
        "summary": "The device's passes of a type changed since a tag.",
        "tags": [
          "wallet"
        ],
        "parameters": [
          {
            "name": "passesUpdatedSince",
            "in": "query",
            "schema": {
              "type": "string"
            },
            "description": "The lastUpdated of an earlier answer."
          }
        ],
        "responses": {
          "200": {
            "description": "Changed passes.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "serialNumbers",
                    "lastUpdated"
                  ],
                  "properties": {
                    "serialNumbers": {
                      "type": "array",
                      "items": {
                        "type": "string"
                      }
                    },
                    "lastUpdated": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          },
          "204": {
            "description": "No pass changed (or the device is not registered)."
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/passes/v1/passes/{passTypeIdentifier}/{serialNumber}": {
      "parameters": [
        {
          "name": "passTypeIdentifier",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          }
        },
        {
          "name": "serialNumber",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          }
        }
      ],
      "get": {
        "operationId": "latestPass",
        "summary": "The latest version of a pass.",
        "tags": [
          "wallet"
        ],
        "security": [
          {
            "applePass": []
          }
        ],
        "parameters": [
          {
            "name": "If-Modified-Since",
            "in": "header",
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The .pkpass.",
            "headers": {
              "Last-Modified": {
                "schema": {
                  "type": "string"
                }
              }
            },
            "content": {
              "application/vnd.apple.pkpass": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "304": {
            "description": "Not changed since If-Modified-Since."
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/passes/v1/log": {
      "post": {
        "operationId": "deviceLog",
        "summary": "Wallet reports problems with the service.",
        "tags": [
          "wallet"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "logs"
                ],
                "properties": {
                  "logs": {
                    "type": "array",
                    "items": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "Recorded."
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "413": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/openapi.json": {
      "get": {
        "operationId": "openAPI",
        "summary": "This description.",
        "tags": [
          "service"
        ],
        "responses": {
          "200": {
            "description": "The OpenAPI document.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/api/v1/enrollments": {
      "get": {
        "operationId": "listEnrollments",
        "summary": "Rewards enrollments received from Wallet, by serial number.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "parameters": [
          {
            "name": "after",
            "in": "query",
            "schema": {
              "type": "string"
            },
            "description": "The serial number to continue after (the previous page's next)."
          },
          {
            "name": "limit",
            "in": "query",
            "schema": {
              "type": "integer",
              "minimum": 1,
              "maximum": 1000
            }
          }
        ],
        "responses": {
          "200": {
            "description": "A page of enrollments.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "enrollments",
                    "next"
                  ],
                  "properties": {
                    "enrollments": {
                      "type": "array",
                      "items": {
                        "$ref": "#/components/schemas/Enrollment"
                      }
                    },
                    "next": {
                      "type": "string",
                      "nullable": true
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/passes/v1/passes/{passTypeIdentifier}/{serialNumber}/personalize": {
      "parameters": [
        {
          "name": "passTypeIdentifier",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          }
        },
        {
          "name": "serialNumber",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          }
        }
      ],
      "post": {
        "operationId": "personalize",
        "summary": "Rewards enrollment, once per pass: stores what the holder entered, answers with the detached PKCS #7 signature of the personalization token, and issues the pass again without its sign-up sheet. Only a token of Wallet's shape is signed (16 to 256 ASCII letters, digits and - _ . + / =, never JSON); 409 once the pass is personalized (DELETE /api/v1/passes/{serial}/enrollment resets it); an unknown serial and a pass without sign-up both 404; limited per client.",
        "tags": [
          "wallet"
        ],
        "requestBody": {
          "required": true,
          "content": {
            "application/json": {
              "schema": {
                "type": "object",
                "required": [
                  "personalizationToken"
                ],
                "properties": {
                  "personalizationToken": {
                    "type": "string",
                    "minLength": 16,
                    "maxLength": 256,
                    "pattern": "^[A-Za-z0-9._+/=-]+$"
                  },
                  "requiredPersonalizationInfo": {
                    "type": "object",
                    "additionalProperties": {
                      "type": "string"
                    }
                  }
                }
              }
            }
          }
        },
        "responses": {
          "200": {
            "description": "The signature (DER).",
            "content": {
              "application/octet-stream": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "409": {
            "$ref": "#/components/responses/Error"
          },
          "413": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/api/v1/resigning": {
      "get": {
        "operationId": "resigningStatus",
        "summary": "How many passes wait to be signed again in the background, and the last failures on this instance.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "The background signing.",
            "content": {
              "application/json": {
                "schema": {
                  "type": "object",
                  "required": [
                    "pending",
                    "failures"
                  ],
                  "properties": {
                    "pending": {
                      "type": "integer"
                    },
                    "failures": {
                      "type": "array",
                      "items": {
                        "type": "object",
                        "required": [
                          "serialNumber",
                          "error"
                        ],
                        "properties": {
                          "serialNumber": {
                            "type": "string"
                          },
                          "error": {
                            "type": "string"
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/assets/{template}/{file}": {
      "get": {
        "operationId": "templateImage",
        "summary": "A PNG image of a template, public so that Google Wallet can fetch a pass's images.",
        "tags": [
          "page"
        ],
        "parameters": [
          {
            "name": "template",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          },
          {
            "name": "file",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The image.",
            "content": {
              "image/png": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/badges/{file}": {
      "get": {
        "operationId": "walletBadge",
        "summary": "The official add-to-wallet badge artwork the service was given (--badges).",
        "tags": [
          "page"
        ],
        "parameters": [
          {
            "name": "file",
            "in": "path",
            "required": true,
            "schema": {
              "type": "string"
            }
          }
        ],
        "responses": {
          "200": {
            "description": "The badge.",
            "content": {
              "image/svg+xml": {
                "schema": {
                  "type": "string"
                }
              },
              "image/png": {
                "schema": {
                  "type": "string",
                  "format": "binary"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/api/v1/passes/{serial}/enrollment": {
      "parameters": [
        {
          "name": "serial",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          },
          "description": "The pass's serial number."
        }
      ],
      "delete": {
        "operationId": "resetEnrollment",
        "summary": "Forget the pass's rewards enrollment and issue it again with its sign-up sheet, so its holder can personalize it once more.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "The pass, issued again with personalization.json.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pass"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "409": {
            "$ref": "#/components/responses/Error"
          },
          "422": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    },
    "/api/v1/passes/{serial}/page-link": {
      "parameters": [
        {
          "name": "serial",
          "in": "path",
          "required": true,
          "schema": {
            "type": "string",
            "minLength": 1
          },
          "description": "The pass's serial number."
        }
      ],
      "post": {
        "operationId": "renewPageLink",
        "summary": "Revoke the pass's page and download links (pageURL, downloadURL) and answer with the pass and its new links.",
        "tags": [
          "issuer"
        ],
        "security": [
          {
            "apiKey": []
          }
        ],
        "responses": {
          "200": {
            "description": "The pass with its new links.",
            "content": {
              "application/json": {
                "schema": {
                  "$ref": "#/components/schemas/Pass"
                }
              }
            }
          },
          "400": {
            "$ref": "#/components/responses/Error"
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
            "$ref": "#/components/responses/Error"
          },
          "429": {
            "$ref": "#/components/responses/Error"
          },
          "500": {
            "$ref": "#/components/responses/Error"
          }
        }
      }
    }
  },
  "components": {
    "securitySchemes": {
      "apiKey": {
        "type": "http",
        "scheme": "bearer",
        "description": "An issuer API key given to passbook serve."
      },
      "applePass": {
        "type": "apiKey",
        "in": "header",
        "name": "Authorization",
        "description": "ApplePass <the pass's authenticationToken>."
      }
    },
    "responses": {
      "Error": {
        "description": "What was being done, what was wrong and how to fix it.",
        "content": {
          "application/json": {
            "schema": {
              "$ref": "#/components/schemas/Error"
            }
          }
        }
      }
    },
    "schemas": {
      "Error": {
        "type": "object",
        "required": [
          "error"
        ],
        "properties": {
          "error": {
            "type": "object",
            "required": [
              "message"
            ],
            "properties": {
              "status": {
                "type": "integer"
              },
              "message": {
                "type": "string"
              }
            }
          }
        }
      },
      "Health": {
        "type": "object",
        "required": [
          "status",
          "database"
        ],
        "properties": {
          "status": {
            "type": "string"
          },
          "database": {
            "type": "string"
          }
        }
      },
      "Liveness": {
        "type": "object",
        "required": [
          "status"
        ],
        "properties": {
          "status": {
            "type": "string"
          }
        }
      },
      "Template": {
        "type": "object",
        "required": [
          "name",
          "variables"
        ],
        "properties": {
          "name": {
            "type": "string"
          },
          "description": {
            "type": "string",
            "nullable": true
          },
          "style": {
            "type": "string",
            "nullable": true
          },
          "variables": {
            "type": "array",
            "items": {
              "type": "object",
              "required": [
                "name",
                "type",
                "required"
              ],
              "properties": {
                "name": {
                  "type": "string"
                },
                "type": {
                  "type": "string",
                  "enum": [
                    "string",
                    "number",
                    "integer",
                    "boolean",
                    "date"
                  ]
                },
                "required": {
                  "type": "boolean"
                },
                "description": {
                  "type": "string",
                  "nullable": true
                },
                "example": {}
              }
            }
          },
          "personalizable": {
            "type": "boolean",
            "description": "The template has personalization.json: its passes offer rewards sign-up."
          }
        }
      },
      "CreatePass": {
        "type": "object",
        "required": [
          "template"
        ],
        "additionalProperties": false,
        "properties": {
          "template": {
            "type": "string",
            "minLength": 1,
            "description": "A template name (GET /api/v1/templates)."
          },
          "data": {
            "type": "object",
            "description": "The template's values; nested objects for dotted names."
          },
          "serialNumber": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200,
            "description": "Made when left out."
          }
        }
      },
      "UpdatePass": {
        "type": "object",
        "required": [
          "data"
        ],
        "additionalProperties": false,
        "properties": {
          "data": {
            "type": "object",
            "description": "Values to change; null removes one (RFC 7396)."
          },
          "version": {
            "type": "integer",
            "description": "The version the change was made from; when the pass has changed since, the answer is 409 instead of the change. Leave out to apply the change to whatever version is current."
          }
        }
      },
      "Pass": {
        "type": "object",
        "required": [
          "serialNumber",
          "passTypeIdentifier",
          "template",
          "authenticationToken",
          "data",
          "voided",
          "version",
          "updateTag",
          "lastModified",
          "createdAt",
          "downloadURL",
          "pageURL"
        ],
        "properties": {
          "serialNumber": {
            "type": "string"
          },
          "passTypeIdentifier": {
            "type": "string"
          },
          "template": {
            "type": "string"
          },
          "authenticationToken": {
            "type": "string"
          },
          "data": {
            "type": "object"
          },
          "voided": {
            "type": "boolean"
          },
          "version": {
            "type": "integer"
          },
          "updateTag": {
            "type": "string"
          },
          "lastModified": {
            "type": "string",
            "format": "date-time"
          },
          "createdAt": {
            "type": "string",
            "format": "date-time"
          },
          "downloadURL": {
            "type": "string"
          },
          "pageURL": {
            "type": "string"
          },
          "pushesQueued": {
            "type": "integer"
          },
          "personalized": {
            "type": "boolean",
            "description": "The holder has enrolled (rewards sign-up); the pass is issued without personalization.json."
          },
          "signingPending": {
            "type": "boolean",
            "description": "The pass's data or template changed and it waits to be signed again; until then Wallet gets the previous version."
          },
          "googleSaveURL": {
            "type": "string",
            "description": "The \"Add to Google Wallet\" link of the current version, signed when asked (only when the service has a Google issuer)."
          }
        }
      },
      "Enrollment": {
        "type": "object",
        "required": [
          "serialNumber",
          "passTypeIdentifier",
          "requiredPersonalizationInfo",
          "receivedAt"
        ],
        "properties": {
          "serialNumber": {
            "type": "string"
          },
          "passTypeIdentifier": {
            "type": "string"
          },
          "requiredPersonalizationInfo": {
            "type": "object",
            "additionalProperties": {
              "type": "string"
            },
            "description": "What the holder entered: fullName, givenName, familyName, emailAddress, phoneNumber, postalCode, ISOCountryCode."
          },
          "receivedAt": {
            "type": "string",
            "format": "date-time"
          }
        }
      },
      "StageUpdates": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "updates": {
            "type": "array",
            "maxItems": 10000,
            "items": {
              "type": "object",
              "additionalProperties": false,
              "required": [
                "serialNumber",
                "data"
              ],
              "properties": {
                "serialNumber": {
                  "type": "string"
                },
                "data": {
                  "type": "object",
                  "description": "A JSON merge patch of the pass's values (null removes one)."
                }
              }
            }
          },
          "template": {
            "type": "string",
            "description": "Every pass of this template gets `data`."
          },
          "data": {
            "type": "object",
            "description": "With template: the merge patch for every pass of it."
          }
        }
      }
    }
  }
}

"""##
}

/// The OpenAPI 3.0 description of the service, served at `/openapi.json`. A test calls every
/// operation and checks the answers against it, so it stays true.
enum OpenAPIDocument {
    static let json = #"""
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
          "503": {
            "description": "The database does not answer.",
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
          }
        }
      }
    },
    "/metrics": {
      "get": {
        "operationId": "metrics",
        "summary": "Counters in Prometheus's text format.",
        "tags": [
          "service"
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
          "401": {
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
            }
          },
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
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
          "422": {
            "$ref": "#/components/responses/Error"
          }
        }
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
            }
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
          }
        }
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
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
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
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
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
          "404": {
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
          "404": {
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
          "404": {
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
            "maxLength": 256
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
                    "pattern": "^[0-9A-Fa-f]{1,200}$"
                  }
                }
              }
            }
          }
        },
        "responses": {
          "201": {
            "description": "Registered."
          },
          "200": {
            "description": "Already registered; the push token is stored again."
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
            "maxLength": 256
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
          "401": {
            "$ref": "#/components/responses/Error"
          },
          "404": {
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
          }
        }
      }
    }
  }
}
"""#
}

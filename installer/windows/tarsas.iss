; Inno Setup script for Tarsas on Windows (Inno Setup 6.3 or later).
;
; 1. Build the bundle on Windows:   uv run python installer/build.py
;    (makes dist\Tarsas\tarsas.exe and build\icons\tarsas.ico)
; 2. Compile this script:           iscc installer\windows\tarsas.iss
;    or, for a release version:     iscc /DAppVersion=0.2.0 installer\windows\tarsas.iss
; Output: dist\Tarsas-<version>-setup.exe
;
; The setup installs for the current user without administrator rights (it offers an all-users
; install in a dialog), adds a Start menu entry and an uninstaller. Saves and settings live in
; %LOCALAPPDATA%\Tarsas, outside the install folder: neither an upgrade nor the uninstaller
; touches them.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Tarsas"
#define AppExe "tarsas.exe"
#define Root "..\.."

[Setup]
; The AppId identifies Tarsas to Windows across versions: never change it.
AppId={{22637992-B5FF-4E22-860B-6E7B6B2F7B53}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Tarsas
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Root}\dist
OutputBaseFilename=Tarsas-{#AppVersion}-setup
SetupIconFile={#Root}\build\icons\tarsas.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
; Close a running Tarsas before replacing its files.
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundle's library folder whole, so no file of an older version lingers.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#Root}\dist\Tarsas\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

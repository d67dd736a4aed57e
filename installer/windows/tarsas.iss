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
;
; It registers the tarsas:// links (a friend's invite) and the .tarsas game records, so a click
; on a link or a double-click on a record opens Tarsas with it ("%1"); a Tarsas already running
; takes it over (desktop_app/ui/single_instance.py). The uninstaller removes both registrations.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Tarsas"
#define AppExe "tarsas.exe"
#define Root "..\.."
#define RecordProgId "Tarsas.Record"

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
; Tell Explorer that file types changed, so .tarsas shows its icon and opens at once.
ChangesAssociations=yes

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

[Registry]
; HKA is HKEY_CURRENT_USER in the default per-user install and HKEY_LOCAL_MACHINE in an all-users
; one; "Software\Classes" under it is what HKEY_CLASSES_ROOT shows (Inno Setup's advice over HKCR).
; tarsas:// links (issue 16: invite codes): a URL protocol whose open command gets the whole link.
Root: HKA; Subkey: "Software\Classes\tarsas"; ValueType: string; ValueName: ""; ValueData: "URL:Tarsas invite link"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\tarsas"; ValueType: string; ValueName: "URL Protocol"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\tarsas\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKA; Subkey: "Software\Classes\tarsas\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; .tarsas game records (issue 17: Game > Export game...): the extension names our ProgID, which opens them.
Root: HKA; Subkey: "Software\Classes\.tarsas"; ValueType: string; ValueName: ""; ValueData: "{#RecordProgId}"; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\.tarsas"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-tarsas"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.tarsas\OpenWithProgids"; ValueType: string; ValueName: "{#RecordProgId}"; ValueData: ""; Flags: uninsdeletevalue uninsdeletekeyifempty
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}"; ValueType: string; ValueName: ""; ValueData: "Tarsas game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"",0"
Root: HKA; Subkey: "Software\Classes\{#RecordProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
; "Open with" lists Tarsas for records.
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".tarsas"; ValueData: ""

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
